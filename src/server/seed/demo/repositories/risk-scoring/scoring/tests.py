from django.test import SimpleTestCase, override_settings

from .model import decide


@override_settings(CONFIG={"thresholds": {"review": 0.6, "decline": 0.9}})
class DecideTests(SimpleTestCase):
    def test_low_scores_are_approved(self):
        self.assertEqual(decide(0.1), "approve")

    def test_middle_scores_go_to_review(self):
        self.assertEqual(decide(0.6), "review")

    def test_high_scores_are_declined(self):
        self.assertEqual(decide(0.95), "decline")
