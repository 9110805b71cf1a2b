"""Rate limits of the classes app, counted in the shared cache.

A limit is a number of actions per fixed window of time and per key (a user, an IP
address). The counts live in Django's cache, so with several workers the cache must be
shared (Redis or the database cache; see docs/security.md). allauth counts sign-ins and
sign-ups the same way.
"""

from __future__ import annotations

from django.core.cache import cache
from django.http import HttpRequest


def allow(key: str, *, limit: int, seconds: int, amount: int = 1) -> bool:
    """Count ``amount`` actions for ``key``; False (and nothing counted) when that would
    pass ``limit`` actions within the current window of ``seconds``."""
    cache_key = f"limit:{key}"
    cache.add(cache_key, 0, timeout=seconds)
    try:
        used = cache.incr(cache_key, amount)
    except ValueError:  # the window ended between add() and incr()
        cache.add(cache_key, amount, timeout=seconds)
        used = amount
    if used > limit:
        cache.decr(cache_key, amount)
        return False
    return True


def client_ip(request: HttpRequest) -> str:
    """The address allauth's own limits use (it knows about trusted proxies)."""
    from allauth.account.adapter import get_adapter

    return get_adapter().get_client_ip(request)


def blocked(key: str, *, limit: int) -> bool:
    """Has ``key`` used up ``limit`` in the current window (without counting)?"""
    return cache.get(f"limit:{key}", 0) >= limit
