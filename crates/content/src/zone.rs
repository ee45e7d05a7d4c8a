//! The site's time zone (`site.yaml` `time_zone:`, an IANA name like America/Edmonton): the day a
//! build is on (an offer's last day ends at midnight where the business is, not in UTC), and the
//! hour of the publishing workflow's daily run, written in UTC as GitHub's schedule needs.

use crate::Day;

/// A time zone of the tz database, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct Zone {
    name: String,
    tz: jiff::tz::TimeZone,
}

impl Zone {
    /// A zone by its IANA name, or a message saying what to write.
    pub fn parse(name: &str) -> Result<Zone, String> {
        let name = name.trim();
        jiff::tz::TimeZone::get(name).map(|tz| Zone { name: name.to_owned(), tz }).map_err(|_| {
            format!(
                "`{name}` is not a time zone name: write the tz database's name of the business's zone, \
                 like America/Edmonton, America/Toronto, America/Halifax or America/Vancouver"
            )
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The day it is in this zone at a Unix time.
    pub fn day_at(&self, unix_secs: i64) -> Day {
        let Ok(ts) = jiff::Timestamp::from_second(unix_secs) else { return Day::from_unix(unix_secs) };
        let date = ts.to_zoned(self.tz.clone()).date();
        Day::parse(&format!("{:04}-{:02}-{:02}", date.year(), date.month(), date.day()))
            .unwrap_or(Day::from_unix(unix_secs))
    }

    /// The time of day at a Unix time here, like 15:04.
    pub fn clock(&self, unix_secs: i64) -> String {
        match jiff::Timestamp::from_second(unix_secs) {
            Ok(ts) => {
                let z = ts.to_zoned(self.tz.clone());
                format!("{:02}:{:02}", z.hour(), z.minute())
            }
            Err(_) => String::new(),
        }
    }

    /// The UTC hour and minute at which `hour:minute` local time has passed on every day of the
    /// year: the latest of its winter and summer instants under this year's rules and under
    /// 2025's, so a daily run at that UTC time runs at or after `hour:minute` local all year (an
    /// hour later in some seasons) even where the rules changed lately: Alberta's clocks are UTC−6
    /// all year in the time zone data since 2026, UTC−7 in winter before, and a daily run must not
    /// land at 23:15 the day before under either (issue 58).
    pub fn utc_time_after(&self, hour: i8, minute: i8) -> (i8, i8) {
        let at = |year: i16, month: i8| {
            jiff::civil::date(year, month, 15)
                .at(hour, minute, 0, 0)
                .to_zoned(self.tz.clone())
                .map(|z| z.timestamp().as_second())
                .unwrap_or(0)
        };
        // Seconds after midnight UTC of the same date: the two seasons compared on one clock.
        let offset = |year: i16, month: i8, secs: i64| {
            let noon = jiff::civil::date(year, month, 15).at(0, 0, 0, 0).to_zoned(jiff::tz::TimeZone::UTC);
            secs - noon.map(|z| z.timestamp().as_second()).unwrap_or(0)
        };
        let latest = [(2025, 1), (2025, 7), (2027, 1), (2027, 7)]
            .into_iter()
            .map(|(year, month)| offset(year, month, at(year, month)))
            .max()
            .unwrap_or(0)
            .rem_euclid(86_400);
        ((latest / 3600) as i8, ((latest % 3600) / 60) as i8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_is_the_business_day_and_the_run_is_after_local_midnight_all_year() {
        let edmonton = Zone::parse("America/Edmonton").unwrap();
        // 2027-02-01 05:00 UTC is still January 31 in Edmonton.
        let secs = 1_801_458_000; // 2027-02-01T05:00:00Z
        assert_eq!(edmonton.day_at(secs), Day::parse("2027-01-31").unwrap());
        assert_eq!(Zone::parse("UTC").unwrap().day_at(secs), Day::parse("2027-02-01").unwrap());
        // 00:15 in Toronto is 05:15 UTC in winter and 04:15 in summer: 05:15 is after it in both.
        assert_eq!(Zone::parse("America/Toronto").unwrap().utc_time_after(0, 15), (5, 15));
        assert_eq!(Zone::parse("America/Halifax").unwrap().utc_time_after(0, 15), (4, 15));
        assert_eq!(Zone::parse("America/Regina").unwrap().utc_time_after(0, 15), (6, 15), "no daylight time");
        // Edmonton: 00:15 is 07:15 UTC in a winter on UTC−7, 06:15 under UTC−6: 07:15 is after
        // local midnight in January and July under both.
        let edmonton = Zone::parse("America/Edmonton").unwrap();
        assert_eq!(edmonton.utc_time_after(0, 15), (7, 15));
        for (zone, utc) in [(&edmonton, (7, 15)), (&Zone::parse("America/Regina").unwrap(), (6, 15))] {
            for month in [1, 7] {
                let run = jiff::civil::date(2027, month, 15)
                    .at(utc.0, utc.1, 0, 0)
                    .to_zoned(jiff::tz::TimeZone::UTC)
                    .unwrap();
                let local = run.with_time_zone(zone.tz.clone());
                assert!(local.day() == 15 && local.hour() < 2, "{zone:?} in month {month}: {local}");
            }
        }
        assert!(Zone::parse("Alberta/Calgary").unwrap_err().contains("America/Edmonton"));
    }
}
