//! Warnings: content that builds but may cost the business: a page nobody can act on, a missing
//! search snippet, a phone number or price typed into text (it goes stale when `site.yaml` changes),
//! an image without alt text, two pages with the same title, a link left as a placeholder
//! (example.com, a network's home page). `sitegen check` and `build` print them;
//! with `--strict` they are errors.

use std::collections::BTreeMap;
use std::path::Path;

use crate::model::{Page, Site};
use crate::{Diagnostic, Pos};

/// What the lint found: errors (text that is already wrong, such as an old plan price) and
/// warnings (text that may go wrong or cost the business).
#[derive(Debug, Default)]
pub struct Findings {
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
}

/// Every finding of the site. `root` is the folder the diagnostics' paths are relative to; files are
/// read only to find the line and column of what was found.
pub fn lint(site: &Site, root: &Path) -> Findings {
    lint_pages(site, root, |_| true)
}

/// The warnings of the pages `wanted` picks (the preview asks for the page that changed). Titles
/// are compared with every page of the site all the same.
pub fn lint_pages(site: &Site, root: &Path, wanted: impl Fn(&Page) -> bool + Sync) -> Findings {
    use rayon::prelude::*;
    // For each page, the page before it (in the site's order) with the same title, if any. A title
    // whose line is still marked `# EXAMPLE` (a translation's name not translated yet) is named by
    // its note already: it neither repeats nor is repeated.
    let mut count: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for page in &site.pages {
        *count.entry(page.title.as_str()).or_default() += 1;
    }
    let mut last_with_title: std::collections::HashMap<&str, &Page> = std::collections::HashMap::new();
    let repeats: Vec<Option<&Page>> = site
        .pages
        .iter()
        .map(|page| {
            let title = page.title.as_str();
            if count[title] < 2 || title_is_example(root, page) {
                return None;
            }
            last_with_title.insert(title, page)
        })
        .collect();
    let owned = owned_prices(site);
    // A site with init's record of what it made up is checked against the record (by the
    // pipeline's example warnings), not by the starters' words: a sentence the person confirmed
    // is true stays true even when it reads like init's.
    let by_words = !root.join(crate::invented::RECORD).exists();
    // Each page on its own, in parallel; its file is read only if something is found in it.
    let found: Vec<Findings> = site
        .pages
        .par_iter()
        .zip(repeats)
        .filter(|(page, _)| wanted(page))
        .map(|(page, repeats)| lint_page(site, root, page, repeats, &owned, by_words))
        .collect();
    let (mut errors, mut out) = (Vec::new(), Vec::new());
    for f in found {
        errors.extend(f.errors);
        out.extend(f.warnings);
    }
    out.sort_by(|a, b| (&a.file, a.pos).cmp(&(&b.file, b.pos)));
    Findings { errors, warnings: out }
}

/// A business in Quebec that names no person in charge of personal information: Law 25 (the
/// Act respecting the protection of personal information in the private sector, s. 3.1) asks it
/// to publish that person's title and contact on its website. Reported at `address:`, where the
/// province is written; `--strict` refuses it like every warning.
pub fn privacy_officer_warning(site: &Site, root: &Path) -> Option<Diagnostic> {
    let s = &site.settings;
    if s.privacy_officer.is_some() || !s.address.region.trim().eq_ignore_ascii_case("QC") {
        return None;
    }
    let file = Path::new("content").join("site.yaml");
    let pos = Finder::new(root.join(&file)).key("address");
    Some(Diagnostic::new(
        file,
        pos,
        "the business is in Quebec, whose Law 25 asks the privacy policy to name the person in charge of \
         personal information and how to reach them: add to site.yaml \
         `privacy_officer: { name: \"Their name\", title: \"Their title\", email: \"their@address\" }` \
         (the email may be left out: the main address is used)",
    ))
}

/// Whether the page's `title:` line carries an `# EXAMPLE` note.
fn title_is_example(root: &Path, page: &Page) -> bool {
    page.example_notes
        && std::fs::read_to_string(root.join(&page.source)).is_ok_and(|text| {
            text.lines().find(|l| l.starts_with("title:")).is_some_and(|l| l.contains(crate::invented::EXAMPLE_MARK))
        })
}

/// The findings of one page; `repeats` is the earlier page with the same title, if any.
fn lint_page(
    site: &Site,
    root: &Path,
    page: &Page,
    repeats: Option<&Page>,
    owned: &std::collections::BTreeSet<String>,
    by_words: bool,
) -> Findings {
    let (mut out, mut errors) = (Vec::new(), Vec::new());
    let mut finder = Finder::new(root.join(&page.source));
    let file = &page.source;
    let not_found = page.route.is_not_found();

    if !not_found && !page.description_written {
        out.push(Diagnostic::new(
            file,
            Pos::default(),
            format!(
                "page has no `description` (search results will show \"{}\"; expected one or two sentences written for this page)",
                shorten(&page.description)
            ),
        ));
    }
    if let Some(first) = repeats
        && !not_found
    {
        out.push(Diagnostic::new(
            file,
            finder.key("title"),
            format!(
                "title `{}` is also the title of {} (expected each page to have its own title in search results)",
                page.title,
                first.source.display()
            ),
        ));
    }
    let mut strings: Vec<(&str, &str)> = Vec::new();
    if page.description_written {
        strings.push(("description", &page.description));
    }
    // Each section's parts are listed once (they hold all its text).
    let leads_to_action = leads_to_action(site, page);
    let mut acts = false;
    for section in &page.sections {
        let parts = section.parts();
        // A quote form or call-to-action section, or a button or link that dials or leads to one.
        acts |= parts.asks || parts.actions.iter().any(|(a, _)| a.call) || parts.written_hrefs().any(&leads_to_action);
        for href in parts.written_hrefs() {
            if href.as_str().starts_with("tel:") {
                let s = href.as_str();
                out.push(Diagnostic::new(
                    file,
                    finder.find(s),
                    format!(
                        "phone link `{s}` is written into the page (expected `call: true`, which dials the number in content/site.yaml)"
                    ),
                ));
            }
        }
        strings.extend(parts.all_texts());
    }
    if !not_found && !acts {
        // First among the page's findings, where the check used to run.
        out.insert(
            0,
            Diagnostic::new(
                file,
                finder.key("sections"),
                "page has no quote form and no call to action (expected a `quote_form`, `cta` or `banner` section, \
                 or `actions` in the hero, so a visitor can ask for a quote)",
            ),
        );
    }
    for (key, s) in strings {
        // sitegen init's invented words whose `# EXAMPLE` note was deleted (a page that still has
        // notes is read whole by the pipeline's example warnings, which also find these).
        if by_words && !page.example_notes && crate::invented::examples().matches(s) {
            let pos = finder.find(s);
            // One warning a line: a step's title and text are one example.
            if !out.iter().any(|d| d.pos.line == pos.line && d.message.contains("made up")) {
                out.push(Diagnostic::new(file, pos, crate::invented::leftover_message(s)));
            }
        }
        // A plan's price is where prices belong.
        if key == "price" {
            continue;
        }
        for phone in phone_numbers(s) {
            out.push(Diagnostic::new(
                file,
                finder.find(&phone),
                format!(
                    "phone number `{phone}` is written into the text (expected no number in page text: buttons with `call: true` \
                     show the one in content/site.yaml, so a new number changes every page)"
                ),
            ));
        }
        let amounts = prices(s);
        // An amount beside a plan's name is that plan's price, current or not: once the plan's
        // price changes in data/plans.yaml, this text would say the old one.
        for price in amounts.iter().filter(|p| !owned.contains(*p)) {
            let Some(plan) =
                site.data.plans.values().find(|plan| plan.name.contains(' ') && s.contains(plan.name.as_str()))
            else {
                continue;
            };
            errors.push(Diagnostic::new(
                file,
                finder.find(price),
                format!(
                    "`{price}` is written beside the plan name `{}`, whose price is {} in content/data/plans.yaml: \
                     a price in text goes stale when the plan changes (expected the text without the amount, e.g. \
                     \"see our plans\")",
                    plan.name,
                    plan.price.as_str()
                ),
            ));
        }
        for price in amounts.iter().filter(|p| owned.contains(*p)) {
            out.push(Diagnostic::new(
                file,
                finder.find(price),
                format!(
                    "price `{price}` is written into the text, but it is one of our prices (a plan's `price` in \
                     content/data/plans.yaml or the offer in content/site.yaml): when it changes there, this text goes stale (expected the text without \
                     the amount, e.g. \"see our plans\")"
                ),
            ));
        }
    }
    Findings { errors, warnings: out }
}

/// Links that hold a place instead of leading somewhere (an example.com address, a network's home
/// page where the business's own page belongs), each at the line that writes it: site.yaml's and
/// the data files' always, a page's when `wanted` picks the page.
pub fn placeholder_links(site: &Site, wanted: impl Fn(&Page) -> bool) -> Vec<Diagnostic> {
    let skipped: std::collections::HashSet<&Path> =
        site.pages.iter().filter(|p| !wanted(p)).map(|p| p.source.as_path()).collect();
    let mut out: Vec<Diagnostic> = site
        .written_links()
        .into_iter()
        .filter(|(file, _)| !skipped.contains(file))
        .filter_map(|(file, href)| {
            let kind = crate::placeholder::placeholder(href.as_str())?;
            Some(Diagnostic::new(file, href.pos(), crate::placeholder::message(href.as_str(), kind)))
        })
        .collect();
    out.sort_by(|a, b| (&a.file, a.pos).cmp(&(&b.file, b.pos)));
    out
}

/// The business's own prices: every plan's `price`, the amounts in the offer of `site.yaml` and its monthly financing figure. Other
/// amounts in text (typical market costs, government rebates) are facts about the world, not ours.
fn owned_prices(site: &Site) -> std::collections::BTreeSet<String> {
    // Every language's: a French page writes the French site's prices.
    let mut owned = std::collections::BTreeSet::new();
    for language in site.languages() {
        let (settings, data) = (site.settings_for(language), site.data_for(language));
        owned.extend(data.plans.values().flat_map(|plan| prices(plan.price.as_str())));
        if let Some(offer) = &settings.offer {
            owned.extend(prices(&offer.title));
            owned.extend(prices(&offer.text));
        }
        let financing = settings.financing.as_ref();
        owned.extend(financing.and_then(|f| f.from_monthly.as_ref()).into_iter().flat_map(|p| prices(p.as_str())));
    }
    owned
}

/// Whether a link leads where the site's own calls to action lead (`site.yaml`'s `header_action`,
/// `/quote` on this site, and the footer's `contact_action`): the generator knows no route names
/// of its own. A page acts when a section asks by itself (a form, a call to action, a banner), a
/// button dials the phone, or a link leads there.
fn leads_to_action<'s>(site: &'s Site, page: &Page) -> impl Fn(&crate::Href) -> bool + 's {
    let settings = site.settings_for(page.language);
    let targets: Vec<&str> = [&settings.header_action, &settings.footer.contact_action]
        .into_iter()
        .filter_map(|l| l.href.internal_path())
        .collect();
    move |h: &crate::Href| h.internal_path().is_some_and(|p| targets.contains(&p))
}

fn shorten(s: &str) -> String {
    let mut out: String = s.chars().take(60).collect();
    if s.chars().count() > 60 {
        out.push_str("...");
    }
    out
}

/// Phone-like runs in free text: ten or eleven digits with phone punctuation, or `555-0142`.
pub fn phone_numbers(s: &str) -> Vec<String> {
    // Most text has no run of seven digits at all: nothing to look for.
    if s.bytes().filter(u8::is_ascii_digit).count() < 7 {
        return Vec::new();
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts =
            chars[i].is_ascii_digit() || (chars[i] == '(' && chars.get(i + 1).is_some_and(char::is_ascii_digit));
        let boundary = i == 0 || !chars[i - 1].is_alphanumeric();
        if !(starts && boundary) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len() && (chars[j].is_ascii_digit() || "()-. +".contains(chars[j])) {
            j += 1;
        }
        let run: String = chars[i..j].iter().collect();
        let run = run.trim_end_matches([' ', '.', '-', '+', '(']).to_owned();
        let digits = run.chars().filter(char::is_ascii_digit).count();
        let groups: Vec<&str> = run.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()).collect();
        let local = groups.len() >= 2 && {
            let n = groups.len();
            groups[n - 2].len() == 3 && groups[n - 1].len() == 4
        };
        if (digits == 10 || digits == 11) && groups.len() >= 2 || (digits == 7 && local) {
            out.push(run.clone());
        }
        i = j.max(i + 1);
    }
    out
}

/// Dollar amounts in free text: `$149`, `$5,000`.
pub fn prices(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in s.match_indices('$') {
        let amount: String = s[i + 1..].chars().take_while(|c| c.is_ascii_digit() || *c == ',' || *c == '.').collect();
        let amount = amount.trim_end_matches([',', '.']);
        if amount.starts_with(|c: char| c.is_ascii_digit()) {
            out.push(format!("${amount}"));
        }
    }
    out
}

/// Finds where things are written in a file, each occurrence once, in order. The file is read
/// the first time a position is asked for: most pages have nothing to report.
struct Finder {
    path: std::path::PathBuf,
    text: std::cell::OnceCell<String>,
    used: BTreeMap<String, usize>,
}

impl Finder {
    fn new(path: std::path::PathBuf) -> Self {
        Finder { path, text: std::cell::OnceCell::new(), used: BTreeMap::new() }
    }

    fn text(&self) -> &str {
        read_once(&self.path, &self.text)
    }

    /// The next not yet reported occurrence of `needle`, or the top of the file.
    fn find(&mut self, needle: &str) -> Pos {
        let from = self.used.get(needle).copied().unwrap_or(0);
        // The fields borrowed apart, so `used` can change while the text is read.
        let text = read_once(&self.path, &self.text);
        match text.get(from..).and_then(|t| t.find(needle)) {
            Some(at) => {
                self.used.insert(needle.to_owned(), from + at + needle.len());
                pos_of(text, from + at)
            }
            None => text.find(needle).map(|at| pos_of(text, at)).unwrap_or(Pos { line: 1, column: 1 }),
        }
    }

    /// The top-level `key:` line.
    fn key(&self, key: &str) -> Pos {
        let text = self.text();
        let prefix = format!("{key}:");
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            if line.starts_with(&prefix) {
                return pos_of(text, offset);
            }
            offset += line.len();
        }
        Pos { line: 1, column: 1 }
    }
}

/// The file's text, read the first time it is asked for.
fn read_once<'c>(path: &Path, cell: &'c std::cell::OnceCell<String>) -> &'c str {
    cell.get_or_init(|| std::fs::read_to_string(path).unwrap_or_default())
}

fn pos_of(text: &str, byte: usize) -> Pos {
    let before = &text[..byte];
    let line = before.matches('\n').count() as u64 + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() as u64 + 1;
    Pos { line, column }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_numbers_in_text_are_found() {
        assert_eq!(phone_numbers("Call (403) 555-0142 now"), vec!["(403) 555-0142"]);
        assert_eq!(phone_numbers("or 1-403-555-0142."), vec!["1-403-555-0142"]);
        assert_eq!(phone_numbers("dial 555-0142"), vec!["555-0142"]);
        assert!(phone_numbers("92-98% AFUE since 2008, -25°C, 20-40% savings, 10,000+ installs").is_empty());
    }

    #[test]
    fn prices_in_text_are_found() {
        assert_eq!(prices("from $149, or $5,000-$10,000."), vec!["$149", "$5,000", "$10,000"]);
        assert!(prices("save money, $ off").is_empty());
    }
}
