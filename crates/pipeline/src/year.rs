//! The build's day and year (the copyright line, whether an offer has ended): from
//! `SOURCE_DATE_EPOCH` when set, so a rebuild of the same input is byte-identical, otherwise from
//! the clock. `SITEGEN_TODAY=2027-02-01` sets the day outright (tests, or previewing how the site
//! will look on a day).

use std::time::{SystemTime, UNIX_EPOCH};

use sitegen_content::{Day, Zone};

fn build_secs() -> i64 {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.trim().parse::<i64>().ok())
        .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0))
}

pub fn build_year(zone: Option<&Zone>) -> i32 {
    match std::env::var("SITEGEN_TODAY").ok().and_then(|s| Day::parse(&s).ok()) {
        Some(day) => day.civil().0 as i32,
        None if zone.is_some() => build_day(zone).civil().0 as i32,
        None => year_of(build_secs()),
    }
}

/// The day of the build, where the business is (site.yaml's `time_zone`, else UTC).
pub fn build_day(zone: Option<&Zone>) -> Day {
    std::env::var("SITEGEN_TODAY").ok().and_then(|s| Day::parse(&s).ok()).unwrap_or_else(|| {
        let secs = build_secs();
        zone.map_or_else(|| Day::from_unix(secs), |z| z.day_at(secs))
    })
}

/// The proleptic Gregorian year of a Unix time (Howard Hinnant's civil-from-days).
fn year_of(unix_secs: i64) -> i32 {
    let days = unix_secs.div_euclid(86_400) + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_at_boundaries() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_798_761_599), 2026); // 2026-12-31T23:59:59Z
        assert_eq!(year_of(1_798_761_600), 2027);
        assert_eq!(year_of(951_782_400), 2000); // 2000-02-29
    }
}
