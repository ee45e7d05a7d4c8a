//! A calendar day written in content, like an offer's last day (`ends: 2027-01-31`), and the day a
//! build runs, so "is this offer over?" is a comparison of two days: a day in content means the
//! whole of that day where the business is (site.yaml's `time_zone`), and the build's own day is
//! taken there (crates/pipeline/src/year.rs).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};

/// A day of the proleptic Gregorian calendar, as days since 1970-01-01.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, bitcode::Encode, bitcode::Decode)]
pub struct Day(i64);

impl Day {
    /// `YYYY-MM-DD`, a real day of a real month.
    pub fn parse(s: &str) -> Result<Day, String> {
        let wrong = || match Day::from_words(s) {
            Some(day) => format!("`{s}` is a day in words: write it as {day} (year-month-day)"),
            None => format!("`{s}` is not a day (expected year-month-day, like 2027-01-31)"),
        };
        let parts: Vec<&str> = s.trim().split('-').collect();
        let [y, m, d] = parts.as_slice() else { return Err(wrong()) };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(wrong());
        }
        let (Ok(y), Ok(m), Ok(d)) = (y.parse::<i64>(), m.parse::<u32>(), d.parse::<u32>()) else { return Err(wrong()) };
        if !(1..=12).contains(&m) || d == 0 || d > days_in_month(y, m) {
            return Err(format!("`{s}` is not a day of the calendar (expected a real date, like 2027-01-31)"));
        }
        Ok(Day(days_from_civil(y, m, d)))
    }

    /// A day written in words, as people type it ("Nov 27, 2026", "November 27 2026", "27 novembre
    /// 2026"): only to say how to write it, since content keeps one unambiguous form.
    fn from_words(s: &str) -> Option<Day> {
        const MONTHS: [&[&str]; 12] = [
            &["jan", "january", "janv", "janvier"],
            &["feb", "february", "févr", "fevr", "février", "fevrier"],
            &["mar", "march", "mars"],
            &["apr", "april", "avr", "avril"],
            &["may", "mai"],
            &["jun", "june", "juin"],
            &["jul", "july", "juil", "juillet"],
            &["aug", "august", "août", "aout"],
            &["sep", "sept", "september", "septembre"],
            &["oct", "october", "octobre"],
            &["nov", "november", "novembre"],
            &["dec", "december", "déc", "décembre", "decembre"],
        ];
        let lower = s.to_lowercase();
        let words: Vec<&str> =
            lower.split(|c: char| c.is_whitespace() || c == ',' || c == '.').filter(|w| !w.is_empty()).collect();
        let month = |w: &str| MONTHS.iter().position(|names| names.contains(&w)).map(|i| i as u32 + 1);
        let number = |w: &str| {
            w.trim_end_matches("st")
                .trim_end_matches("nd")
                .trim_end_matches("rd")
                .trim_end_matches("th")
                .trim_end_matches("er")
                .parse::<i64>()
                .ok()
        };
        let (m, d, y) = match words.as_slice() {
            [m, d, y] if month(m).is_some() => (month(m)?, number(d)?, number(y)?),
            [d, m, y] if month(m).is_some() => (month(m)?, number(d)?, number(y)?),
            _ => return None,
        };
        let d = u32::try_from(d).ok()?;
        if !(1000..=9999).contains(&y) {
            return None;
        }
        Day::parse(&format!("{y:04}-{m:02}-{d:02}")).ok()
    }

    /// The day a Unix time falls on (UTC).
    pub fn from_unix(secs: i64) -> Day {
        Day(secs.div_euclid(86_400))
    }

    /// This day plus `n` days.
    pub fn plus(self, n: i64) -> Day {
        Day(self.0 + n)
    }

    /// Days from `self` to `later` (negative when `later` is earlier).
    pub fn days_until(self, later: Day) -> i64 {
        later.0 - self.0
    }

    /// (year, month, day).
    pub fn civil(self) -> (i64, u32, u32) {
        // Howard Hinnant's civil_from_days.
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        (yoe + era * 400 + i64::from(m <= 2), m, d)
    }

    /// Like "January 31, 2027", as the site writes dates.
    pub fn long(self) -> String {
        self.long_in(crate::wording::Language::EnCa)
    }

    /// The date as `language` writes it: "January 31, 2027", "31 janvier 2027" (and "1er" for the
    /// first of a month in French).
    pub fn long_in(self, language: crate::wording::Language) -> String {
        let (y, m, d) = self.civil();
        let m = (m - 1) as usize;
        match language {
            crate::wording::Language::EnCa => format!("{} {d}, {y}", MONTHS[m]),
            crate::wording::Language::FrCa if d == 1 => format!("1er {} {y}", MOIS[m]),
            crate::wording::Language::FrCa => format!("{d} {} {y}", MOIS[m]),
        }
    }

    /// The day an English message wrote as [`Day::long`] ("January 31, 2027"), so a message
    /// translated afterwards gives it in the other language's words.
    pub fn from_long(text: &str) -> Option<Day> {
        let (month, rest) = text.split_once(' ')?;
        let (d, y) = rest.split_once(", ")?;
        let m = MONTHS.iter().position(|n| *n == month)? + 1;
        Day::parse(&format!("{y}-{m:02}-{:02}", d.parse::<u32>().ok()?)).ok()
    }
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

const MOIS: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.civil();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Day::parse(&String::deserialize(d)?).map_err(D::Error::custom)
    }
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_day_in_words_is_answered_with_how_to_write_it() {
        for words in ["Nov 27, 2026", "November 27 2026", "27 novembre 2026", "27 Nov. 2026"] {
            assert_eq!(
                Day::parse(words).unwrap_err(),
                format!("`{words}` is a day in words: write it as 2026-11-27 (year-month-day)")
            );
        }
        assert_eq!(Day::from_words("1er décembre 2026").map(|d| d.to_string()).as_deref(), Some("2026-12-01"));
        assert_eq!(Day::from_words("Nov 31, 2026"), None, "not a day of the calendar");
        assert_eq!(Day::from_words("Nov 27, 26"), None, "a two-digit year is not guessed");
        assert!(Day::parse("soon").unwrap_err().contains("is not a day"));
    }

    use super::*;

    #[test]
    fn days_round_trip_and_compare() {
        let d = Day::parse("2027-01-31").unwrap();
        assert_eq!(d.to_string(), "2027-01-31");
        assert_eq!(d.long(), "January 31, 2027");
        assert_eq!(d.long_in(crate::wording::Language::FrCa), "31 janvier 2027");
        assert_eq!(Day::parse("1970-01-01").unwrap(), Day::from_unix(0));
        assert_eq!(Day::parse("2024-02-29").unwrap().plus(1), Day::parse("2024-03-01").unwrap());
        assert_eq!(d.days_until(Day::parse("2027-02-07").unwrap()), 7);
        assert!(Day::parse("2027-02-29").is_err());
        assert!(Day::parse("31/01/2027").is_err());
        assert!(Day::parse("2027-1-31").is_err());
    }
}
