//! The days pages and sections are shown (`from:`, `until:`): a build keeps what is shown on its
//! own day and leaves the rest out, as the offer's `starts`/`ends` do (crate::offers). Pure
//! functions of the site and the day, so tests inject the day.
//!
//! A page left out is moved to [`Site::resting`], where the schedule (crate::schedule) still finds
//! its days; a section left out is taken out of its page and its record kept in `Page::dated`.

use sitegen_content::model::{Page, Section, Site};
use sitegen_content::sections::dated::Shown;
use sitegen_content::{Day, Diagnostic, Diagnostics, Href};

/// Keeps on the site what is shown on `today`. Running it again (after the preview re-reads a
/// page) puts each page where its days say; sections already left out stay out.
pub fn apply(site: &mut Site, today: Day) {
    let all: Vec<Page> = std::mem::take(&mut site.pages).into_iter().chain(std::mem::take(&mut site.resting)).collect();
    for mut page in all {
        leave_out_sections(&mut page, today);
        if page.shown.on(today) { site.pages.push(page) } else { site.resting.push(page) }
    }
    site.pages.sort_by(|a, b| a.route.cmp(&b.route));
    site.resting.sort_by(|a, b| a.route.cmp(&b.route));
}

fn leave_out_sections(page: &mut Page, today: Day) {
    if !page.dated.iter().any(|d| d.index.is_some() && !d.shown.on(today)) {
        return;
    }
    let out: Vec<usize> = page.dated.iter().filter(|d| !d.shown.on(today)).filter_map(|d| d.index).collect();
    let mut at = 0;
    page.sections.retain(|_| {
        at += 1;
        !out.contains(&(at - 1))
    });
    for d in &mut page.dated {
        d.index = d.index.filter(|i| !out.contains(i)).map(|i| i - out.iter().filter(|o| **o < i).count());
    }
}

/// The page among `pages` an internal link leads to (with or without its trailing slash).
fn page_at<'a>(pages: impl IntoIterator<Item = &'a Page>, href: &Href) -> Option<&'a Page> {
    let path = href.internal_path()?.trim_end_matches('/');
    pages.into_iter().find(|p| p.route.as_str().trim_end_matches('/') == path)
}

/// Whether `section` (at `index` in its page) is shown on `day`.
fn section_on(page: &Page, index: usize, day: Day) -> bool {
    page.dated.iter().find(|d| d.index == Some(index)).is_none_or(|d| d.shown.on(day))
}

/// Every link the content writes that would lead nowhere on a day to come because a page it leads
/// to is off the site that day (its `until:` passed, or its `from:` is still ahead), checked on
/// each day a page comes or goes from `today` on. The scheduled run would stop at such a link and
/// leave the site as it was, so it is a mistake today, at the link.
pub fn links_on_days_to_come(site: &Site, today: Day) -> Diagnostics {
    let mut diags = Diagnostics::default();
    let every: Vec<&Page> = site.pages.iter().chain(&site.resting).collect();
    let dated: Vec<&Page> = every.iter().copied().filter(|p| p.shown.is_dated()).collect();
    let mut days: Vec<Day> = dated
        .iter()
        .flat_map(|p| [p.shown.from.as_ref().map(|f| f.value), p.shown.gone()])
        .flatten()
        .filter(|d| today.days_until(*d) > 0)
        .collect();
    days.sort();
    days.dedup();
    let page_files: std::collections::HashSet<&std::path::Path> = every.iter().map(|p| p.source.as_path()).collect();
    let mut reported = std::collections::BTreeSet::new();
    for day in days {
        let away: Vec<&Page> = dated.iter().copied().filter(|p| !p.shown.on(day)).collect();
        let mut check = |file: &std::path::Path, href: &Href| {
            let Some(target) = page_at(away.iter().copied(), href) else { return };
            if !reported.insert((file.to_path_buf(), href.pos(), href.as_str().to_owned())) {
                return;
            }
            diags.push(Diagnostic::new(file, href.pos(), away_message(href, target, day)));
        };
        for page in every.iter().filter(|p| p.shown.on(day)) {
            let shown = page.sections.iter().enumerate().filter(|(i, _)| section_on(page, *i, day));
            for href in shown.flat_map(|(_, section)| Section::hrefs(section)) {
                check(&page.source, href);
            }
        }
        for (file, href) in site.written_links().into_iter().filter(|(f, _)| !page_files.contains(f)) {
            check(file, href);
        }
    }
    diags
}

fn away_message(href: &Href, target: &Page, day: Day) -> String {
    let (why, at) = match (&target.shown.from, &target.shown.until) {
        (Some(from), _) if day < from.value => (format!("is not on the site before {}", from.value.long()), from.pos),
        (_, Some(until)) => (format!("is taken off the site after {}", until.value.long()), until.pos),
        _ => return format!("link `{href}` leads to a page that is off the site on {}", day.long()),
    };
    format!(
        "link `{href}` leads to {}, which {why} ({}:{}): on {} it would lead nowhere, and that day's build would stop \
         here and leave the site as it was. Give this link's section the same days (`from:`/`until:`), or link to a \
         page that stays",
        target.route.as_str(),
        target.source.display(),
        at.line,
        day.long(),
    )
}

/// What the link check adds when a link leads to a page that is off the site today.
pub fn resting_hint(site: &Site, href: &Href) -> Option<String> {
    let page = page_at(&site.resting, href)?;
    Some(match (&page.shown.from, &page.shown.until) {
        (Some(from), _) if from.value > crate::build_day(site.settings.time_zone.as_ref()) => {
            format!(
                " (that page is not on the site before {}: its \"On the site from\" day, `from:` in {})",
                from.value.long(),
                page.source.display()
            )
        }
        (_, Some(until)) => {
            format!(
                " (that page was taken off the site after {}: its \"On the site until\" day, `until:` in {})",
                until.value.long(),
                page.source.display()
            )
        }
        _ => return None,
    })
}

/// The pages written for a day after `today` (not in a preview of today), each with that day: the
/// preview says so on every page (`words::Say::preview_waiting`).
pub fn waiting(site: &Site, today: Day) -> Vec<(String, Day)> {
    site.resting
        .iter()
        .filter_map(|p| {
            p.shown.from.as_ref().filter(|f| f.value > today).map(|f| (p.route.as_str().to_owned(), f.value))
        })
        .collect()
}

/// Pages and sections whose last day has passed: still in the content, never shown again.
pub fn warnings(site: &Site, today: Day) -> Vec<Diagnostic> {
    fn over(s: &Shown, today: Day) -> Option<&sitegen_content::Located<Day>> {
        s.until.as_ref().filter(|u| u.value < today)
    }
    let mut out = Vec::new();
    for page in site.resting.iter().chain(&site.pages) {
        if let Some(until) = over(&page.shown, today) {
            out.push(Diagnostic::new(
                &page.source,
                until.pos,
                format!(
                    "this page's last day ({}) has passed, so it is off the site: delete the file (and add a redirect \
                     from {} in redirects.yaml), or write a later `until:`",
                    until.value,
                    page.route.as_str()
                ),
            ));
            continue;
        }
        for d in &page.dated {
            if let Some(until) = over(&d.shown, today) {
                out.push(Diagnostic::new(
                    &page.source,
                    until.pos,
                    format!(
                        "this {} section's last day ({}) has passed, so the page leaves it out: remove the section, \
                         or write a later `until:`",
                        d.kind, until.value
                    ),
                ));
            }
        }
    }
    out
}
