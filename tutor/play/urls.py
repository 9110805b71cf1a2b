from django.urls import path

from tutor.play import views

app_name = "play"

urlpatterns = [
    path("", views.index, name="index"),
    path("<uuid:game_id>/", views.game, name="game"),
    path("<uuid:game_id>/act/", views.act, name="act"),
    path("<uuid:game_id>/deal/<int:number>/", views.replay, name="replay"),
    path("<uuid:game_id>/deal/<int:number>/record.json", views.record, name="record"),
    path("<uuid:game_id>/deal/<int:number>/again/", views.again, name="again"),
    path("spades/", views.spades_index, name="spades"),
    path("spades/<uuid:game_id>/", views.spades_game, name="spades_game"),
    path("spades/<uuid:game_id>/act/", views.spades_act, name="spades_act"),
]
