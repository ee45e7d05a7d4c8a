//! Dates kept without anyone publishing (docs/deploy.md, "Dates without publishing"). An offer's
//! `starts` and `ends`, and a page's or a section's `from` and `until`, change the site on a day of
//! their own; the publishing workflow runs daily
//! and asks [`decide`] whether a date has passed since the live build (`build.json`, written by
//! every build), so it rebuilds only on those days and most days cost seconds. `sitegen check`
//! and the editor list [`upcoming`] changes with their days.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sitegen_content::model::Settings;
use sitegen_content::sections::dated::Shown;
use sitegen_content::{Day, Pos, Site};

/// The file every build writes at the site's root: the commit it was built from and its day.
pub const BUILD_FILE: &str = "build.json";

/// What `build.json` says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildRecord {
    /// The commit the site was built from, when the build knew it (a git checkout).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
    /// The build's day where the business is (`YYYY-MM-DD`).
    pub day: String,
}

/// A day on which the site changes by itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scheduled {
    /// The first day the site is different.
    pub day: Day,
    /// What changes, in words: `Offer "$500 off a new furnace" ends January 31: removed from the site on February 1`.
    pub what: String,
    /// Where the date is written.
    pub file: PathBuf,
    pub pos: Pos,
}

/// Every change of the site from `today` on (today's included), in day order.
pub fn upcoming(site: &Site, today: Day) -> Vec<Scheduled> {
    changes(site).into_iter().filter(|c| today.days_until(c.day) >= 0).collect()
}

/// The changes whose day came after the live build's day and by `today`: each one is a reason to
/// rebuild today.
pub fn passed(site: &Site, live: Day, today: Day) -> Vec<Scheduled> {
    changes(site).into_iter().filter(|c| live.days_until(c.day) > 0 && c.day.days_until(today) >= 0).collect()
}

/// Whether the scheduled run rebuilds, and why, in the words the workflow log shows.
pub fn decide(site: &Site, live: Day, today: Day) -> (bool, String) {
    let reasons = passed(site, live, today);
    if reasons.is_empty() {
        let next = upcoming(site, today.plus(1)).into_iter().next();
        let next = next.map(|n| format!(" Next: {}.", n.what)).unwrap_or_default();
        (false, format!("nothing to do: no date has passed since the live build of {live}.{next}"))
    } else {
        let list: Vec<String> = reasons.iter().map(|r| r.what.clone()).collect();
        (true, format!("rebuild: {}", list.join("; ")))
    }
}

fn changes(site: &Site) -> Vec<Scheduled> {
    let mut out = offer_changes(&site.settings, PathBuf::from("content/site.yaml"));
    for t in &site.translations {
        // A translation's own offer, when its site.yaml writes one with dates of its own.
        let file = t.own_file("site.yaml").map(PathBuf::from).unwrap_or_else(|| t.folder.join("site.yaml"));
        for c in offer_changes(&t.settings, file) {
            if !out.iter().any(|o| o.day == c.day && o.pos == c.pos) {
                out.push(c);
            }
        }
    }
    for page in site.pages.iter().chain(&site.resting) {
        out.extend(shown_changes(&page.shown, &format!("Page {}", page.route.as_str()), "the site", &page.source));
        for d in &page.dated {
            let what = format!("The {} section of {}", d.kind.replace('_', " "), page.route.as_str());
            out.extend(shown_changes(&d.shown, &what, "the page", &page.source));
        }
    }
    out.sort_by(|a, b| a.day.cmp(&b.day).then_with(|| a.what.cmp(&b.what)));
    out
}

/// The days a page or section (`what`, on `on`) comes and goes.
fn shown_changes(shown: &Shown, what: &str, on: &str, file: &Path) -> Vec<Scheduled> {
    let mut out = Vec::new();
    if let Some(from) = &shown.from {
        out.push(Scheduled {
            day: from.value,
            what: format!("{what} starts {}: put on {on} that day", from.value.long()),
            file: file.to_path_buf(),
            pos: from.pos,
        });
    }
    if let (Some(until), Some(gone)) = (&shown.until, shown.gone()) {
        out.push(Scheduled {
            day: gone,
            what: format!("{what} ends {}: taken off {on} on {}", until.value.long(), gone.long()),
            file: file.to_path_buf(),
            pos: until.pos,
        });
    }
    out
}

fn offer_changes(s: &Settings, file: PathBuf) -> Vec<Scheduled> {
    let Some(offer) = &s.offer else { return Vec::new() };
    let mut out = Vec::new();
    if let Some(starts) = &offer.starts {
        out.push(Scheduled {
            day: starts.value,
            what: format!(
                "Offer \"{}\" starts {}: put on the site that day",
                offer.title.as_str(),
                starts.value.long()
            ),
            file: file.clone(),
            pos: starts.pos,
        });
    }
    if let Some(ends) = &offer.ends {
        let gone = ends.value.plus(1);
        out.push(Scheduled {
            day: gone,
            what: format!(
                "Offer \"{}\" ends {}: removed from the site on {}",
                offer.title.as_str(),
                ends.value.long(),
                gone.long()
            ),
            file,
            pos: ends.pos,
        });
    }
    out
}

/// The cron line of the workflow's daily run: at 00:15 where the business is, written in UTC
/// (the later of winter's and summer's, so it never runs before midnight there).
pub fn cron(s: &Settings) -> Option<String> {
    let (hour, minute) = s.time_zone.as_ref()?.utc_time_after(0, 15);
    Some(format!("{minute} {hour} * * *"))
}
