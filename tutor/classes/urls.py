"""URLs of the classes app, under ``/<lang>/classes/``. Every object is named by a
random id (UUID) or, for joining, by the class's join code."""

from django.urls import path

from . import (
    assignment_views,
    cards_views,
    delete_views,
    grid_views,
    invite_views,
    logistics_views,
    preview_views,
    progress_views,
    quiz_edit_views,
    quiz_views,
    results_views,
    share_views,
    table_assignments,
    take_views,
    views,
)

app_name = "classes"

urlpatterns = [
    path("", views.dashboard, name="dashboard"),
    path("new/", views.class_create, name="class_create"),
    path("join/", views.join, name="join"),
    path("join/<str:code>/", views.join_link, name="join_link"),
    # quick login for managed pupils (no account needed to open these)
    path("login/", logistics_views.quick_login_page, name="quick_login"),
    path("login/<str:token>/", logistics_views.quick_login_link, name="quick_login_link"),
    # a class, for its teachers
    path("c/<uuid:class_id>/", views.class_detail, name="class_detail"),
    path("c/<uuid:class_id>/code/", views.class_code, name="class_code"),
    path("c/<uuid:class_id>/archive/", views.class_archive, name="class_archive"),
    path("c/<uuid:class_id>/delete/", delete_views.class_delete, name="class_delete"),
    path("c/<uuid:class_id>/co-teachers/", invite_views.co_teacher_invite, name="co_teacher_add"),
    path(
        "c/<uuid:class_id>/invitations/<uuid:invitation_id>/cancel/",
        invite_views.invitation_cancel,
        name="invitation_cancel",
    ),
    path("invitations/<str:token>/", invite_views.invitation_accept, name="invitation_accept"),
    path("c/<uuid:class_id>/projector/", logistics_views.projector, name="projector"),
    path("c/<uuid:class_id>/progress/", progress_views.class_progress, name="class_progress"),
    path(
        "c/<uuid:class_id>/quick-login/",
        logistics_views.quick_login_cards,
        name="quick_login_cards",
    ),
    path(
        "c/<uuid:class_id>/co-teachers/remove/",
        views.co_teacher_remove,
        name="co_teacher_remove",
    ),
    path("c/<uuid:class_id>/pupils/new/", views.managed_pupils, name="managed_pupils"),
    path("c/<uuid:class_id>/pupils/cards/", cards_views.login_cards, name="login_cards"),
    path(
        "c/<uuid:class_id>/pupils/<uuid:member_id>/",
        results_views.pupil_results,
        name="pupil_results",
    ),
    path(
        "c/<uuid:class_id>/pupils/<uuid:member_id>/remove/",
        views.pupil_remove,
        name="pupil_remove",
    ),
    path(
        "c/<uuid:class_id>/pupils/<uuid:member_id>/move/",
        logistics_views.pupil_move,
        name="pupil_move",
    ),
    path(
        "c/<uuid:class_id>/pupils/<uuid:member_id>/password/",
        views.pupil_password,
        name="pupil_password",
    ),
    path("c/<uuid:class_id>/assign/", quiz_views.assignment_create, name="assignment_create"),
    path(
        "c/<uuid:class_id>/table/",
        table_assignments.table_assignment_create,
        name="table_assignment_create",
    ),
    # a task at the play table: results for its teachers, "Play" for its pupils
    path(
        "p/<uuid:table_assignment_id>/",
        table_assignments.table_assignment_home,
        name="table_assignment_home",
    ),
    path(
        "p/<uuid:table_assignment_id>/play/",
        table_assignments.table_assignment_play,
        name="table_assignment_play",
    ),
    path(
        "p/<uuid:table_assignment_id>/results/",
        table_assignments.table_assignment_results,
        name="table_assignment_results",
    ),
    # quizzes, for their owner
    path("quizzes/new/", quiz_views.quiz_create, name="quiz_create"),
    path("quizzes/<uuid:quiz_id>/", quiz_views.quiz_detail, name="quiz_detail"),
    path("quizzes/<uuid:quiz_id>/preview/", preview_views.quiz_preview, name="quiz_preview"),
    path("quizzes/<uuid:quiz_id>/edit/", quiz_edit_views.quiz_edit, name="quiz_edit"),
    path("quizzes/<uuid:quiz_id>/items/", quiz_edit_views.quiz_item_add, name="quiz_item_add"),
    path(
        "quizzes/<uuid:quiz_id>/items/<int:position>/<str:action>/",
        quiz_edit_views.quiz_item_action,
        name="quiz_item_action",
    ),
    path(
        "quizzes/<uuid:quiz_id>/duplicate/",
        quiz_edit_views.quiz_duplicate,
        name="quiz_duplicate",
    ),
    path("quizzes/<uuid:quiz_id>/delete/", quiz_edit_views.quiz_delete, name="quiz_delete"),
    path("quizzes/<uuid:quiz_id>/share/", share_views.quiz_share, name="quiz_share"),
    path("quizzes/shared/<str:token>/", share_views.shared_quiz, name="shared_quiz"),
    path(
        "quizzes/<uuid:quiz_id>/print/<str:sheet>/",
        preview_views.quiz_print,
        name="quiz_print",
    ),
    # an assignment: results for its teachers, the start page for its pupils
    path(
        "a/<uuid:assignment_id>/results/",
        results_views.assignment_results,
        name="assignment_results",
    ),
    path("a/<uuid:assignment_id>/grid/", grid_views.assignment_grid, name="assignment_grid"),
    path(
        "a/<uuid:assignment_id>/grid/<int:attempt_id>/<int:position>/",
        grid_views.grid_answer,
        name="grid_answer",
    ),
    path("a/<uuid:assignment_id>/edit/", assignment_views.assignment_edit, name="assignment_edit"),
    path(
        "a/<uuid:assignment_id>/extensions/",
        assignment_views.extension_add,
        name="extension_add",
    ),
    path(
        "a/<uuid:assignment_id>/extensions/<uuid:extension_id>/remove/",
        assignment_views.extension_remove,
        name="extension_remove",
    ),
    path("a/<uuid:assignment_id>/key/", preview_views.assignment_key, name="assignment_key"),
    path(
        "a/<uuid:assignment_id>/copy-quiz/",
        share_views.assignment_quiz_copy,
        name="assignment_quiz_copy",
    ),
    path(
        "a/<uuid:assignment_id>/results.xlsx",
        grid_views.assignment_xlsx,
        name="assignment_xlsx",
    ),
    path(
        "a/<uuid:assignment_id>/<str:table>.csv",
        grid_views.assignment_csv,
        name="assignment_csv",
    ),
    path("a/<uuid:assignment_id>/", take_views.assignment_home, name="assignment_home"),
    path("a/<uuid:assignment_id>/start/", take_views.attempt_start, name="attempt_start"),
    # an attempt, for the pupil who makes it (the review for the class's teachers)
    path("t/<uuid:attempt_id>/", take_views.attempt_detail, name="attempt_detail"),
    path(
        "t/<uuid:attempt_id>/q/<int:position>/",
        take_views.attempt_question,
        name="attempt_question",
    ),
    path("t/<uuid:attempt_id>/submit/", take_views.attempt_submit, name="attempt_submit"),
    path("t/<uuid:attempt_id>/review/", take_views.attempt_review, name="attempt_review"),
]
