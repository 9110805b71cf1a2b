from django.urls import path

from tutor.play import coach_web, views

app_name = "play"

urlpatterns = [
    path("", views.index, name="index"),
    path("<uuid:game_id>/", views.game, name="game"),
    path("<uuid:game_id>/act/", views.act, name="act"),
    path("<uuid:game_id>/hint/", coach_web.hint, name="hint"),
    path("<uuid:game_id>/take-back/", coach_web.take_back, name="take_back"),
    path("<uuid:game_id>/deal/<int:number>/", views.replay, name="replay"),
    path("<uuid:game_id>/deal/<int:number>/review/", coach_web.review, name="review"),
    path("<uuid:game_id>/deal/<int:number>/record.json", views.record, name="record"),
    path("<uuid:game_id>/deal/<int:number>/again/", views.again, name="again"),
    path("spades/", views.spades_index, name="spades"),
    path("spades/<uuid:game_id>/", views.spades_game, name="spades_game"),
    path("spades/<uuid:game_id>/act/", views.spades_act, name="spades_act"),
]
