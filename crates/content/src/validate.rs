//! Checks that need more than one file: references between pages, data and `site.yaml`, unique
//! routes, one `h1` per page. Every problem is collected; nothing stops at the first.

use std::collections::{BTreeMap, BTreeSet};

use crate::{Diagnostic, Diagnostics, LoadedContent, Located, Page, Pos, Section, Site};

pub fn validate(content: LoadedContent) -> Result<Site, Diagnostics> {
    let LoadedContent { mut config, data, pages, redirects } = content;
    let mut diags = Diagnostics::default();
    let site_file = "content/site.yaml";

    // Site settings the types cannot check.
    for h in &config.hours {
        for t in [&h.opens, &h.closes] {
            if !is_clock_time(t) {
                diags.push(Diagnostic::new(
                    site_file,
                    t.pos,
                    format!("time `{}` is not a 24-hour time (expected HH:MM, e.g. 07:00 or 20:00)", t.value),
                ));
            }
        }
    }
    let form = &mut config.quote_form;
    if let Err(problems) = form.resolve_provider() {
        for (pos, message) in problems {
            diags.push(Diagnostic::new(site_file, pos, message));
        }
    }
    let services: Vec<&str> = form.services.iter().map(|s| s.label.as_str()).collect();
    for preset in form.presets.values_mut() {
        match form.services.iter().find(|s| s.label == *preset.service.value) {
            Some(choice) => preset.service_type = choice.value.clone(),
            None => diags.push(unknown(site_file, &preset.service, "service type", &services)),
        }
    }

    // Routes are unique: `calgary.yaml` and `calgary/index.yaml` would both be /calgary.
    let mut seen: BTreeMap<&str, &Page> = BTreeMap::new();
    for page in &pages {
        if let Some(first) = seen.insert(page.route.as_str(), page) {
            diags.push(Diagnostic::new(
                &page.source,
                Pos { line: 1, column: 1 },
                format!(
                    "route {} is already made by {} (expected one file per route)",
                    page.route,
                    first.source.display()
                ),
            ));
        }
    }

    for page in &pages {
        check_page(page, &config, &data, &mut diags);
    }

    for r in &redirects {
        let from = r.from.as_str();
        if r.from.internal_path() != Some(from) {
            diags.push(Diagnostic::new(
                "content/redirects.yaml",
                r.from.pos,
                format!("redirect from `{from}` (expected a plain site path like /old-page)"),
            ));
        } else if seen.contains_key(from) {
            diags.push(Diagnostic::new(
                "content/redirects.yaml",
                r.from.pos,
                format!("redirect from `{from}` would hide the page of that route (expected a path no page uses)"),
            ));
        }
    }

    let mut pages = pages;
    for page in &mut pages {
        fill_defaults(page, &config, &data);
    }
    pages.sort_by(|a, b| a.route.cmp(&b.route));
    diags.into_result(Site { config, data, pages, redirects })
}

/// The checks of one page against the site's settings and data (a full load runs them on every
/// page; the preview on the page that changed).
pub(crate) fn check_page(page: &Page, config: &crate::SiteConfig, data: &crate::Data, diags: &mut Diagnostics) {
    let city_slugs: Vec<&str> = data.cities.iter().map(|c| c.slug.as_str()).collect();
    let area_names: Vec<&str> = data.areas.keys().map(String::as_str).collect();
    let guide_names: Vec<&str> = data.keyword_guides.keys().map(String::as_str).collect();
    let resource_names: Vec<&str> = data.resources.keys().map(String::as_str).collect();
    let speeds: Vec<&str> = config.timings.keyword_rotation_ms.keys().map(String::as_str).collect();
    let file = &page.source;
    if let Some(city) = &page.city
        && !city_slugs.contains(&city.as_str())
    {
        diags.push(unknown(file, &Located::new(city.to_string(), city.pos), "city", &city_slugs));
    }
    let headings = page.sections.iter().filter(|s| matches!(s, Section::Hero(_) | Section::NotFound(_))).count();
    if headings != 1 {
        diags.push(Diagnostic::new(
            file,
            Pos { line: 1, column: 1 },
            format!("page has {headings} hero sections (expected exactly one: its title is the page's only h1)"),
        ));
    }
    let mut ids = BTreeSet::new();
    for section in &page.sections {
        if let Some(id) = section_id(section)
            && !ids.insert(id)
        {
            diags.push(Diagnostic::new(
                file,
                Pos { line: 1, column: 1 },
                format!("two sections have the id `{id}` (expected each anchor once per page)"),
            ));
        }
        match section {
            Section::Areas(a) => check_ref(diags, file, &a.list, "area list", &area_names),
            Section::ContactInfo(c) => {
                c.area_lists.iter().for_each(|l| check_ref(diags, file, l, "area list", &area_names))
            }
            Section::KeywordGuide(k) => {
                check_ref(diags, file, &k.guide, "keyword guide", &guide_names);
                check_ref(diags, file, &k.rotation, "rotation speed", &speeds);
            }
            Section::Carousel(c) => check_ref(diags, file, &c.resources, "resource set", &resource_names),
            Section::Testimonials(_) if data.testimonials.is_empty() => {
                diags.push(Diagnostic::new(
                    file,
                    Pos { line: 1, column: 1 },
                    "page shows testimonials but content/data/testimonials.yaml has none",
                ));
            }
            _ => {}
        }
    }
}

/// Sensible search titles and descriptions for pages that leave them out.
pub(crate) fn fill_defaults(page: &mut Page, config: &crate::SiteConfig, data: &crate::Data) {
    let brand = &config.brand.name;
    let city = page.city.as_ref().and_then(|c| data.cities.iter().find(|d| d.slug == c.value)).map(|c| c.name.as_str());
    let hero = page.sections.iter().find_map(|s| if let Section::Hero(h) = s { Some(h) } else { None });
    if page.title.is_empty() {
        page.title = match (&page.service, city, hero) {
            (Some(service), Some(city), _) => format!("{service} in {city} | {brand}"),
            (_, _, Some(h)) => format!("{} | {brand}", h.title),
            _ => brand.clone(),
        };
    }
    if page.description.is_empty() {
        page.description = match (hero.and_then(|h| h.lead.clone()), &page.service, city) {
            (Some(lead), _, _) => lead,
            (None, Some(service), Some(city)) => format!(
                "{service} in {city} from {brand}: licensed technicians, free quotes answered {}, emergency service {}.",
                config.promises.quote_response, config.promises.availability
            ),
            _ => config.brand.description.clone(),
        };
    }
}

fn section_id(section: &Section) -> Option<&str> {
    let id = match section {
        Section::Cards(s) => &s.id,
        Section::Steps(s) => &s.id,
        Section::Faq(s) => &s.id,
        Section::CaseStudies(s) => &s.id,
        Section::Options(s) => &s.id,
        Section::RepairTypes(s) => &s.id,
        Section::Plans(s) => &s.id,
        Section::Checklist(s) => &s.id,
        Section::Areas(s) => &s.id,
        Section::Testimonials(s) => &s.id,
        Section::Cta(s) => &s.id,
        Section::QuoteForm(s) => &s.id,
        Section::KeywordGuide(s) => &s.id,
        Section::Carousel(s) => &s.id,
        Section::Text(s) => &s.id,
        Section::Links(s) => &s.id,
        Section::CitySearch(s) => &s.id,
        Section::CityCards(s) => &s.id,
        Section::Figures(s) => &s.id,
        Section::Guarantees(s) => &s.id,
        Section::Offer(s) => &s.id,
        Section::ContactInfo(s) => &s.id,
        Section::Hero(_) | Section::Banner(_) | Section::NotFound(_) => return None,
    };
    id.as_ref().map(|s| s.as_str())
}

fn check_ref(diags: &mut Diagnostics, file: &std::path::Path, name: &Located<String>, what: &str, known: &[&str]) {
    if !known.contains(&name.as_str()) {
        diags.push(unknown(file, name, what, known));
    }
}

fn unknown(file: impl Into<std::path::PathBuf>, name: &Located<String>, what: &str, known: &[&str]) -> Diagnostic {
    let hint =
        crate::suggest::closest(&name.value, known).map(|b| format!(", did you mean `{b}`?")).unwrap_or_default();
    Diagnostic::new(
        file,
        name.pos,
        format!("unknown {what} `{}`{hint} (expected one of: {})", name.value, known.join(", ")),
    )
}

fn is_clock_time(t: &str) -> bool {
    let Some((h, m)) = t.split_once(':') else {
        return false;
    };
    h.len() == 2 && m.len() == 2 && h.parse::<u8>().is_ok_and(|h| h < 24) && m.parse::<u8>().is_ok_and(|m| m < 60)
}
