//! A hero's proof row (`proof: true`): the rating computed from `data/testimonials.yaml` (never
//! typed: an average and a count of the reviews the site shows) and the trust points of
//! `site.yaml`, beside the first call to action.

use std::borrow::Cow;

use serde::Serialize;
use sitegen_content::model::{Data, Settings};
use sitegen_content::wording::Language;

#[derive(Debug, Serialize)]
pub struct Proof<'a> {
    /// None when there are no testimonials: a rating is never made up.
    pub rating: Option<RatingSummary>,
    pub points: Vec<Cow<'a, str>>,
}

/// The average of the testimonials' stars, to one decimal, and how many there are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RatingSummary {
    /// Like "4.8": for machines (`data-rating`).
    pub average: String,
    /// As the page's language writes it: "4.8" in English, "4,8" in French.
    pub shown: String,
    pub count: usize,
}

impl RatingSummary {
    /// The summary of `ratings` (whole stars), rounded half up to tenths; None for no ratings.
    pub fn of(ratings: impl IntoIterator<Item = u8>) -> Option<RatingSummary> {
        Self::of_in(Language::EnCa, ratings)
    }

    /// The summary of `ratings` with its decimal mark in `language`.
    pub fn of_in(language: Language, ratings: impl IntoIterator<Item = u8>) -> Option<RatingSummary> {
        let (sum, count) = ratings.into_iter().fold((0usize, 0usize), |(s, c), r| (s + usize::from(r), c + 1));
        if count == 0 {
            return None;
        }
        // Tenths, rounded half up, in integers so 4.85 is never 4.8 by a float's whim.
        let tenths = (sum * 20 + count) / (2 * count);
        let mark = match language {
            Language::EnCa => '.',
            Language::FrCa => ',',
        };
        Some(RatingSummary {
            average: format!("{}.{}", tenths / 10, tenths % 10),
            shown: format!("{}{mark}{}", tenths / 10, tenths % 10),
            count,
        })
    }
}

impl<'a> Proof<'a> {
    pub fn new(s: &'a Settings, data: &'a Data) -> Proof<'a> {
        let points = s
            .trust
            .iter()
            .map(|p| match (&p.text, &p.figure) {
                (Some(text), _) => Cow::Borrowed(text.as_str()),
                (None, Some(key)) => match s.figures.get(&key.value) {
                    Some(f) => Cow::Owned(format!("{} {}", f.value, lower_first(&f.label))),
                    None => Cow::Borrowed(""),
                },
                (None, None) => Cow::Borrowed(""),
            })
            .filter(|p| !p.is_empty())
            .collect();
        Proof { rating: RatingSummary::of_in(s.language, data.testimonials.iter().map(|t| t.rating.get())), points }
    }
}

/// "Years of experience" reads "15+ years of experience" after its figure.
fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rating_is_the_average_of_the_data_and_never_invented() {
        assert_eq!(RatingSummary::of([]), None);
        assert_eq!(
            RatingSummary::of([5, 5, 5, 5, 4, 5]),
            Some(RatingSummary { average: "4.8".into(), shown: "4.8".into(), count: 6 })
        );
        assert_eq!(
            RatingSummary::of([5]),
            Some(RatingSummary { average: "5.0".into(), shown: "5.0".into(), count: 1 })
        );
        // 4.25 rounds up, 4.75 too.
        assert_eq!(RatingSummary::of([4, 4, 4, 5]).unwrap().average, "4.3");
        assert_eq!(RatingSummary::of([5, 5, 5, 4]).unwrap().average, "4.8");
        assert_eq!(RatingSummary::of([1, 2]).unwrap().average, "1.5");
        // French writes a decimal comma where people read it; machines keep the point.
        let fr = RatingSummary::of_in(Language::FrCa, [5, 5, 4]).unwrap();
        assert_eq!((fr.average.as_str(), fr.shown.as_str()), ("4.7", "4,7"));
    }
}
