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
    /// No end, or more than [`WARN_DAYS`] to go.
    Running,
    /// Shown, with this many days after today still to run (0: today is the last day).
    EndingSoon(i64),
    /// Its last day has passed: left out.
    Ended,
}

pub fn offer_state(ends: Option<Day>, today: Day) -> OfferState {
    let Some(last) = ends else { return OfferState::Running };
    match today.days_until(last) {
        left if left < 0 => OfferState::Ended,
        left if left < WARN_DAYS => OfferState::EndingSoon(left),
        _ => OfferState::Running,
    }
}

/// Marks the offer ended when its last day is before `today`.
pub fn apply(site: &mut Site, today: Day) {
    let ended = |s: &sitegen_content::model::Settings| {
        offer_state(s.offer.as_ref().and_then(|o| o.ends.as_ref()).map(|e| e.value), today) == OfferState::Ended
    };
    site.settings.offer_ended = ended(&site.settings);
    for t in &mut site.translations {
        t.settings.offer_ended = ended(&t.settings);
    }
}

/// The build's warning about the offer on `today`, if any (at `ends:` in site.yaml).
pub fn warning(site: &Site, today: Day) -> Option<Diagnostic> {
    let offer = site.settings.offer.as_ref()?;
    let ends = offer.ends.as_ref()?;
    let title = &offer.title;
    let message = match offer_state(Some(ends.value), today) {
        OfferState::Running => return None,
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
        assert_eq!(offer_state(None, day("2030-01-01")), OfferState::Running);
        assert_eq!(offer_state(ends, day("2027-01-24")), OfferState::Running);
        assert_eq!(offer_state(ends, day("2027-01-25")), OfferState::EndingSoon(6));
        assert_eq!(offer_state(ends, day("2027-01-31")), OfferState::EndingSoon(0));
        assert_eq!(offer_state(ends, day("2027-02-01")), OfferState::Ended);
    }
}
