"""Join codes, and managed pupils' usernames and passwords."""

import re

from tutor.classes import codes

LOOK_ALIKES = set("0O1IL")


def test_it_makes_join_codes_of_eight_characters_without_look_alikes() -> None:
    for _ in range(200):
        code = codes.join_code()
        assert len(code) == 8
        assert not LOOK_ALIKES & set(code)
        assert set(code) <= set("ABCDEFGHJKMNPQRSTUVWXYZ23456789")


def test_it_draws_different_join_codes() -> None:
    assert len({codes.join_code() for _ in range(200)}) == 200


def test_it_reads_a_typed_code_in_lower_case_with_spaces_and_a_hyphen() -> None:
    assert codes.clean_join_code(" k7m2-px4t ") == "K7M2PX4T"
    assert codes.clean_join_code("k7m2 px4t") == "K7M2PX4T"


def test_it_shows_a_code_in_two_groups_of_four() -> None:
    assert codes.format_join_code("K7M2PX4T") == "K7M2-PX4T"


def test_it_makes_a_username_from_the_first_name_in_ascii() -> None:
    assert re.fullmatch(r"lena-[a-z2-9]{4}", codes.managed_username("Lena Kühn"))
    assert re.fullmatch(r"ozgur-[a-z2-9]{4}", codes.managed_username("  Özgür  Yılmaz"))
    assert re.fullmatch(r"pupil-[a-z2-9]{4}", codes.managed_username("李娜"))


def test_it_makes_passwords_of_twelve_random_characters_in_groups() -> None:
    password = codes.managed_password()
    assert re.fullmatch(r"[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}", password)
    assert not LOOK_ALIKES & set(password.upper())
    assert len({codes.managed_password() for _ in range(100)}) == 100
