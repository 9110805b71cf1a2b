from allauth.account.decorators import secure_admin_login
from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

from tutor import language, views

# The admin signs in through allauth's form, with its rate limits (audit L11).
admin.site.login = secure_admin_login(admin.site.login)  # type: ignore[method-assign]  # the site has no hook for its login view

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("healthz", views.healthz, name="healthz"),
    path("language/", language.switch_language, name="switch_language"),
    path("favicon.ico", views.favicon, name="favicon"),
]

urlpatterns += i18n_patterns(
    path("", views.home, name="home"),
    path("learn/", include("lessons.urls")),
    path("practice/", include("tutor.practice.urls")),
    path("progress/", include("tutor.activity.urls")),
    path("classes/", include("tutor.classes.urls")),
    path("play/", include("tutor.play.urls")),
    path("accounts/", include("tutor.accounts.urls")),
    path("accounts/", include("allauth.urls")),
    path("admin/", admin.site.urls),
)
