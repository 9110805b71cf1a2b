import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tutor.settings")
application = get_wsgi_application()

# What a worker has loaded by now (Django, the site's modules and settings) lives as long
# as the worker: set it aside from the cyclic garbage collector, so that a full collection
# looks only at what came later (measured on a warm worker: 5-10 ms instead of 45-60 ms,
# a pause every request waiting at that moment would add to its time). What is garbage
# already is collected first, so that none of it is kept.
gc.collect()
gc.freeze()
