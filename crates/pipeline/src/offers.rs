//! Whether site.yaml's offer still runs on the day of a build: after its last day (`ends`) pages
//! leave it out, and in the week before a build warns, so nobody publishes an offer that expired
//! or learns of it from a customer. Pure functions of the offer and the day, so tests inject the day.

use sitegen_content::model::Site;
use sitegen_content::{Day, Diagnostic};

/// How many days before its last day a build starts warning about an offer.
pub const WARN_DAYS: i64 = 7;

/// Where an offer stands on a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferState {
    /// Its first day (`starts`) is still to come: left out until then.
    NotYet,
    /// No end, or more than [`WARN_DAYS`] to go.
    Running,
    /// Shown, with this many days after today still to run (0: today is the last day).
    EndingSoon(i64),
    /// Its last day has passed: left out.
    Ended,
}

pub fn offer_state(starts: Option<Day>, ends: Option<Day>, today: Day) -> OfferState {
    if starts.is_some_and(|first| today.days_until(first) > 0) {
        return OfferState::NotYet;
    }
    let Some(last) = ends else { return OfferState::Running };
    match today.days_until(last) {
        left if left < 0 => OfferState::Ended,
        left if left < WARN_DAYS => OfferState::EndingSoon(left),
        _ => OfferState::Running,
    }
}

/// The offer's state on `today`, from site.yaml's `starts` and `ends`.
pub fn state_of(offer: &sitegen_content::raw::Offer, today: Day) -> OfferState {
    offer_state(offer.starts.as_ref().map(|s| s.value), offer.ends.as_ref().map(|e| e.value), today)
}

/// Marks the offer off when `today` is before its first day or after its last.
pub fn apply(site: &mut Site, today: Day) {
    let off = |s: &sitegen_content::model::Settings| {
        s.offer.as_ref().is_some_and(|o| matches!(state_of(o, today), OfferState::NotYet | OfferState::Ended))
    };
    site.settings.offer_off = off(&site.settings);
    for t in &mut site.translations {
        t.settings.offer_off = off(&t.settings);
    }
}

/// The build's warning about the offer on `today`, if any (at `ends:` in site.yaml).
pub fn warning(site: &Site, today: Day) -> Option<Diagnostic> {
    let offer = site.settings.offer.as_ref()?;
    let ends = offer.ends.as_ref()?;
    let title = &offer.title;
    let message = match state_of(offer, today) {
        OfferState::Running | OfferState::NotYet => return None,
        OfferState::EndingSoon(0) => format!(
            "the offer \"{title}\" ends today ({}): from tomorrow's build it is left out (expected a later `ends:` \
             to keep it, or nothing to do to let it end)",
            ends.value
        ),
        OfferState::EndingSoon(left) => format!(
            "the offer \"{title}\" ends in {left} day{} ({}): builds after that day leave it out (expected a later \
             `ends:` to keep it, or a new offer ready)",
            if left == 1 { "" } else { "s" },
            ends.value
        ),
        OfferState::Ended => format!(
            "the offer \"{title}\" ended on {}, so pages leave it out (expected a later `ends:` or a new offer, \
             or remove the offer sections)",
            ends.value
        ),
    };
    Some(Diagnostic::new("content/site.yaml", ends.pos, message))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> Day {
        Day::parse(s).unwrap()
    }

    #[test]
    fn an_offer_runs_warns_a_week_before_and_ends_after_its_last_day() {
        let ends = Some(day("2027-01-31"));
        assert_eq!(offer_state(None, None, day("2030-01-01")), OfferState::Running);
        assert_eq!(offer_state(None, ends, day("2027-01-24")), OfferState::Running);
        assert_eq!(offer_state(None, ends, day("2027-01-25")), OfferState::EndingSoon(6));
        assert_eq!(offer_state(None, ends, day("2027-01-31")), OfferState::EndingSoon(0));
        assert_eq!(offer_state(None, ends, day("2027-02-01")), OfferState::Ended);
    }

    #[test]
    fn an_offer_with_a_first_day_is_left_out_until_that_day() {
        let (starts, ends) = (Some(day("2026-12-01")), Some(day("2027-01-31")));
        assert_eq!(offer_state(starts, ends, day("2026-11-30")), OfferState::NotYet);
        assert_eq!(offer_state(starts, ends, day("2026-12-01")), OfferState::Running);
        assert_eq!(offer_state(starts, None, day("2026-12-02")), OfferState::Running);
    }
}
