//! Raw files -> the validated model. Checks what the types cannot say (references between files,
//! unique routes, one `h1` per page, clock times, the quote form's destination), replaces every
//! reference by the data it names and fills defaults. Every problem is collected; nothing stops at
//! the first, so an editor fixes all mistakes in one round.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Arc;

use crate::model::{self, Data, Page, Preset, QUOTE_FORM_FILE, QuoteFormSettings, Settings, Site};
use crate::raw::{self, QuoteFormContent, SiteConfig};
use crate::{Diagnostic, Diagnostics, Href, LoadedContent, Located, Pos, RawPage};

const SITE_FILE: &str = "content/site.yaml";
const REDIRECTS_FILE: &str = "content/redirects.yaml";

/// Checks and resolves the whole content tree.
pub fn resolve(content: LoadedContent) -> Result<Site, Diagnostics> {
    let LoadedContent { config, quote_form, data, pages, unread_routes, redirects } = content;
    let mut diags = Diagnostics::default();
    let settings = resolve_settings(config, quote_form, &mut diags);

    // Routes are unique: `calgary.yaml` and `calgary/index.yaml` would both be /calgary.
    let mut seen: BTreeMap<String, &Path> = BTreeMap::new();
    for page in &pages {
        if let Some(first) = seen.insert(page.route.to_string(), &page.source) {
            diags.push(Diagnostic::new(
                &page.source,
                Pos { line: 1, column: 1 },
                format!("route {} is already made by {} (expected one file per route)", page.route, first.display()),
            ));
        }
    }
    let mut routes: Vec<&str> =
        seen.keys().map(String::as_str).chain(unread_routes.iter().map(String::as_str)).collect();
    routes.sort_unstable();
    let redirects = resolve_redirects(redirects, &routes, &mut diags);

    let mut resolved: Vec<Page> =
        pages.into_iter().filter_map(|p| resolve_page(p, &settings, &data, &mut diags)).collect();
    resolved.sort_by(|a, b| a.route.cmp(&b.route));
    diags.into_result(Site { settings, data, pages: resolved, redirects })
}

fn resolve_redirects(redirects: Vec<raw::Redirect>, routes: &[&str], diags: &mut Diagnostics) -> Vec<model::Redirect> {
    let is_page = |path: &str| routes.binary_search(&path).is_ok();
    let mut out = Vec::with_capacity(redirects.len());
    for r in redirects {
        let from = r.from.as_str();
        if r.from.internal_path() != Some(from) {
            diags.push(Diagnostic::new(
                REDIRECTS_FILE,
                r.from.pos,
                format!("redirect from `{from}` (expected a plain site path like /old-page)"),
            ));
        } else if is_page(from) {
            diags.push(Diagnostic::new(
                REDIRECTS_FILE,
                r.from.pos,
                format!("redirect from `{from}` would hide the page of that route (expected a path no page uses)"),
            ));
        }
        out.push(model::Redirect { from: r.from, to: r.to });
    }
    // Where each redirect leads must be a page: a redirect to a redirect costs visitors a second
    // hop (and two that point at each other never arrive); one to nowhere is a 301 to a 404.
    let sources: BTreeMap<&str, &Href> = out.iter().map(|r| (r.from.as_str(), &r.to)).collect();
    for r in &out {
        let Some(to) = r.to.internal_path() else { continue };
        let looks_like_file = to.rsplit('/').next().is_some_and(|last| last.contains('.'));
        if let Some(next) = sources.get(to) {
            let advice = if next.internal_path() == Some(r.from.as_str()) {
                format!("`{to}` redirects back to `{}`, so visitors would go round in circles", r.from.as_str())
            } else {
                format!("`{to}` is itself redirected to `{next}`: point this one straight at `{next}`")
            };
            diags.push(Diagnostic::new(REDIRECTS_FILE, r.to.pos(), format!("redirect to a redirect: {advice}")));
        } else if !is_page(to) && !looks_like_file {
            let hint =
                crate::suggest::closest(to, routes).map(|b| format!(", did you mean `{b}`?")).unwrap_or_default();
            diags.push(Diagnostic::new(
                REDIRECTS_FILE,
                r.to.pos(),
                format!("redirect to `{to}`, which is not a page of this site{hint} (visitors would land on the not-found page)"),
            ));
        }
    }
    out
}

/// `site.yaml` and `data/quote-form.yaml`, checked: clock times, where leads go, the analytics,
/// presets naming real services.
pub(crate) fn resolve_settings(config: SiteConfig, form: QuoteFormContent, diags: &mut Diagnostics) -> Settings {
    for h in &config.hours {
        for t in [&h.opens, &h.closes] {
            if !is_clock_time(t) {
                diags.push(Diagnostic::new(
                    SITE_FILE,
                    t.pos,
                    format!("time `{}` is not a 24-hour time (expected HH:MM, e.g. 07:00 or 20:00)", t.value),
                ));
            }
        }
    }
    if let Some(old) = &config.quote_form {
        diags.push(Diagnostic::new(
            SITE_FILE,
            Pos { line: old.pos.line.saturating_sub(1).max(1), column: 1 },
            "`quote_form` has moved out of site.yaml: write where quote requests go as `leads:` here \
             (provider, url, format, e.g. leads: { provider: endpoint, url: https://example.com/leads, format: json }), \
             and the form's words and choices (labels, cities, services, presets, toast) in content/data/quote-form.yaml \
             (docs/deploy.md, \"Quote form providers\")",
        ));
    }
    let leads = config.leads.unwrap_or_default();
    let leads_pos = leads.provider_kind.as_ref().map(|k| k.pos).unwrap_or_default();
    let provider = model::resolve_provider(&leads).unwrap_or_else(|problems| {
        for (pos, message) in problems {
            diags.push(Diagnostic::new(SITE_FILE, pos, message));
        }
        model::Provider::Demo
    });
    let site_host = config.base_url.as_str().split("://").nth(1).and_then(|r| r.split(['/', ':']).next()).unwrap_or("");
    let analytics = config.analytics.as_ref().and_then(|a| match model::resolve_analytics(a, site_host) {
        Ok(analytics) => Some(analytics),
        Err(problems) => {
            for (pos, message) in problems {
                diags.push(Diagnostic::new(SITE_FILE, pos, message));
            }
            None
        }
    });
    let labels: Vec<&str> = form.services.iter().map(|s| s.label.as_str()).collect();
    let mut presets = BTreeMap::new();
    for (slug, preset) in form.presets {
        match form.services.iter().find(|s| s.label == *preset.service.value) {
            Some(choice) => {
                presets.insert(slug, Preset { service_type: choice.value.clone(), label: preset.label });
            }
            None => diags.push(unknown(QUOTE_FORM_FILE, &preset.service, "service type", &labels)),
        }
    }
    for (field, page, example) in [
        ("thanks_page", &form.thanks_page, "/quote/thanks"),
        ("not_connected_page", &form.not_connected_page, "/quote/not-connected"),
    ] {
        if page.internal_path().is_none() {
            diags.push(Diagnostic::new(
                QUOTE_FORM_FILE,
                page.pos,
                format!("{field} `{}` is not a page of this site (expected a path like {example})", page.as_str()),
            ));
        }
    }
    let settings = Settings {
        brand: config.brand,
        base_url: config.base_url,
        host: config.host.as_ref().map(|h| h.value).unwrap_or_default(),
        host_pos: config.host.as_ref().map(|h| h.pos).unwrap_or_default(),
        phone: config.phone,
        phone_by_source: config.phone_by_source.unwrap_or_default(),
        email: config.email,
        address: config.address,
        hours: config.hours,
        social: config.social,
        figures: config.figures,
        offer: config.offer,
        offer_ended: false,
        guarantees: config.guarantees,
        trust: config.trust,
        promises: config.promises,
        timings: config.timings,
        nav: config.nav,
        header_action: config.header_action,
        footer: config.footer,
        leads: provider,
        leads_pos,
        analytics,
        quote_form: QuoteFormSettings {
            labels: form.labels,
            cities: form.cities,
            services: form.services,
            presets,
            toast: form.toast,
            submit_label: form.submit_label,
            thanks_page: form.thanks_page.value,
            not_connected_page: form.not_connected_page.value,
        },
    };
    for d in host_problems(&settings) {
        diags.push(d);
    }
    settings
}

/// What cannot work on the chosen host: Netlify Forms outside Netlify (a form post to a static
/// file elsewhere is refused, 405 on GitHub Pages, and the request is lost).
pub(crate) fn host_problems(settings: &Settings) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if settings.leads == model::Provider::Netlify && settings.host != crate::Host::Netlify {
        out.push(Diagnostic::new(
            SITE_FILE,
            settings.leads_pos,
            format!(
                "provider `netlify` needs the site published on Netlify, but the host is `{}`: \
                 there quote requests would be refused and lost (expected host: netlify, or \
                 provider: formspree or endpoint)",
                settings.host
            ),
        ));
    }
    out
}

/// Checks one page against the site's settings and data and resolves it (a full load runs this on
/// every page; the preview on the page that changed). None when a problem was recorded.
pub(crate) fn resolve_page(page: RawPage, settings: &Settings, data: &Data, diags: &mut Diagnostics) -> Option<Page> {
    let before = diags.len();
    let RawPage { route, source, file } = page;
    let file_path = source.as_path();
    let city = file.city.as_ref().and_then(|slug| {
        let found = data.cities.iter().find(|c| c.slug == slug.value).cloned();
        if found.is_none() {
            let slugs: Vec<&str> = data.cities.iter().map(|c| c.slug.as_str()).collect();
            diags.push(unknown(file_path, &Located::new(slug.to_string(), slug.pos), "city", &slugs));
        }
        found
    });
    let headings =
        file.sections.iter().filter(|s| matches!(s, raw::Section::Hero(_) | raw::Section::NotFound(_))).count();
    if headings != 1 {
        diags.push(Diagnostic::new(
            file_path,
            Pos { line: 1, column: 1 },
            format!("page has {headings} hero sections (expected exactly one: its title is the page's only h1)"),
        ));
    }
    let form = FormContext::new(settings, city.as_deref(), file.service.as_deref(), file.promise);
    let mut sections = Vec::with_capacity(file.sections.len());
    for section in file.sections {
        if let Some(s) = resolve_section(section, settings, data, &form, file_path, diags) {
            sections.push(s);
        }
    }
    let mut ids = BTreeSet::new();
    for id in sections.iter().filter_map(model::Section::id) {
        if !ids.insert(id) {
            diags.push(Diagnostic::new(
                file_path,
                Pos { line: 1, column: 1 },
                format!("two sections have the id `{id}` (expected each anchor once per page)"),
            ));
        }
    }
    if diags.len() > before {
        return None;
    }
    let description_written = file.description.as_deref().is_some_and(|d| !d.trim().is_empty());
    let mut page = Page {
        route,
        source,
        title: file.title.map(String::from).unwrap_or_default(),
        description: file.description.map(String::from).unwrap_or_default(),
        description_written,
        city,
        service: file.service.map(String::from),
        theme: file.theme,
        promise: file.promise,
        noindex: file.noindex,
        sections,
    };
    fill_defaults(&mut page, settings);
    Some(page)
}

/// What a page tells its quote forms: the city and service they start with (the form's values, when
/// the page's city is one of the form's cities and its service is, or ends with, one of the form's
/// services) and the sentence under the heading, made from the page's promise.
struct FormContext {
    city: Option<String>,
    service_type: Option<String>,
    intro: String,
    urgent: bool,
}

impl FormContext {
    fn new(settings: &Settings, city: Option<&raw::City>, service: Option<&str>, promise: raw::Promise) -> Self {
        let form = &settings.quote_form;
        let city = city.and_then(|c| form.cities.iter().find(|f| f.label.eq_ignore_ascii_case(&c.name)));
        let service = service.map(str::to_lowercase).and_then(|service| {
            form.services
                .iter()
                .filter(|f| {
                    let label = f.label.to_lowercase();
                    service == label || service.ends_with(&format!(" {label}"))
                })
                .max_by_key(|f| f.label.len())
        });
        FormContext {
            city: city.map(|c| c.value.clone()),
            service_type: service.map(|s| s.value.clone()),
            intro: promise_sentence(&settings.promises, promise),
            urgent: promise == raw::Promise::EmergencyDispatch,
        }
    }
}

/// The quote form's default intro: the page's promise, in the words of site.yaml's `promises`.
pub(crate) fn promise_sentence(p: &raw::Promises, promise: raw::Promise) -> String {
    match promise {
        raw::Promise::QuoteResponse => format!("Tell us about your project. We respond {}.", p.quote_response),
        raw::Promise::SameDayService => format!(
            "Tell us what your heating is doing: we offer {}. With no heat, call us ({}) and a technician is dispatched {}.",
            p.same_day_service, p.availability, p.emergency_dispatch
        ),
        raw::Promise::EmergencyDispatch => format!(
            "With no heat, call us ({}) and a technician is dispatched {}. Requests sent here are answered {}.",
            p.availability, p.emergency_dispatch, p.quote_response
        ),
    }
}

/// How many testimonials a city's section shows at least when `title_when_few` lets it add others.
const TESTIMONIALS_WANTED: usize = 3;

fn resolve_section(
    section: raw::Section,
    settings: &Settings,
    data: &Data,
    form: &FormContext,
    file: &Path,
    diags: &mut Diagnostics,
) -> Option<model::Section> {
    use model::Section as M;
    use raw::Section as R;
    let areas = |name: &Located<String>, diags: &mut Diagnostics| lookup(&data.areas, name, "area list", file, diags);
    Some(match section {
        R::Hero(s) => M::Hero(s),
        R::Cards(s) => M::Cards(s),
        R::Steps(s) => M::Steps(s),
        R::Faq(s) => M::Faq(s),
        R::CaseStudies(s) => M::CaseStudies(s),
        R::Options(s) => M::Options(s),
        R::RepairTypes(s) => M::RepairTypes(s),
        R::Plans(s) => {
            let items: Vec<_> = s.show.iter().map(|name| lookup(&data.plans, name, "plan", file, diags)).collect();
            M::Plans(model::Plans {
                id: s.id,
                title: s.title,
                intro: s.intro,
                items: items.into_iter().collect::<Option<_>>()?,
                note: s.note,
            })
        }
        R::Checklist(s) => M::Checklist(s),
        R::Cta(s) => M::Cta(s),
        R::Banner(s) => M::Banner(s),
        R::Text(s) => M::Text(s),
        R::Links(s) => M::Links(s),
        R::Guarantees(s) => M::Guarantees(s),
        R::Offer(s) => M::Offer(s),
        R::NotFound(s) => M::NotFound(s),
        R::Gallery(s) => M::Gallery(s),
        R::PrivacyDetails(s) => M::PrivacyDetails(s),
        R::Areas(s) => {
            let list = areas(&s.list, diags)?;
            M::Areas(model::Areas { id: s.id, title: s.title, intro: s.intro, areas: list })
        }
        R::ContactInfo(s) => {
            let lists: Vec<_> = s.area_lists.iter().map(|l| areas(l, diags)).collect();
            M::ContactInfo(model::ContactInfo {
                id: s.id,
                title: s.title,
                area_lists: lists.into_iter().collect::<Option<_>>()?,
            })
        }
        R::KeywordGuide(s) => {
            let guide = lookup(&data.keyword_guides, &s.guide, "keyword guide", file, diags);
            let speed = lookup(&settings.timings.keyword_rotation_ms, &s.rotation, "rotation speed", file, diags);
            M::KeywordGuide(model::KeywordGuide { id: s.id, guide: guide?, interval_ms: speed? })
        }
        R::Carousel(s) => {
            let items = lookup(&data.resources, &s.resources, "resource set", file, diags)?;
            M::Carousel(model::Carousel { id: s.id, title: s.title, items, interval_ms: settings.timings.carousel_ms })
        }
        R::Testimonials(s) => {
            let featured_only = s.show == raw::TestimonialChoice::Featured;
            let mut title = s.title;
            let items: Vec<_> = match &s.city {
                None => data.testimonials.iter().filter(|t| !featured_only || t.featured).cloned().collect(),
                Some(city) => {
                    if !data.cities.iter().any(|c| c.slug == city.value) {
                        let slugs: Vec<&str> = data.cities.iter().map(|c| c.slug.as_str()).collect();
                        diags.push(Diagnostic::new(
                            file,
                            city.pos,
                            format!(
                                "testimonials city `{}` is not a city of content/data/cities.yaml (expected one of: {})",
                                city.value.as_str(),
                                slugs.join(", ")
                            ),
                        ));
                        return None;
                    }
                    let (mut items, others): (Vec<_>, Vec<_>) =
                        data.testimonials.iter().cloned().partition(|t| t.city.as_ref() == Some(&city.value));
                    // Too few from the city: others fill up to three only under a title that says so.
                    if items.len() < TESTIMONIALS_WANTED
                        && let Some(when_few) = s.title_when_few
                    {
                        // Those not featured first: the featured ones are already on the home page.
                        let (featured, rest): (Vec<_>, Vec<_>) = others.into_iter().partition(|t| t.featured);
                        let fill = TESTIMONIALS_WANTED - items.len();
                        items.extend(rest.into_iter().chain(featured).take(fill));
                        title = when_few;
                    }
                    items
                }
            };
            if items.is_empty() {
                let what = if s.city.is_some() {
                    "page shows the testimonials of a city but none in content/data/testimonials.yaml has that `city:`; \
                     add it to the ones this page should show, or write `title_when_few:` to show others under a title that says so"
                } else if featured_only {
                    "page shows featured testimonials but none in content/data/testimonials.yaml is marked \
                     `featured: true`; add that line to the ones this page should show"
                } else {
                    "page shows testimonials but content/data/testimonials.yaml has none"
                };
                diags.push(Diagnostic::new(file, Pos { line: 1, column: 1 }, what));
                return None;
            }
            M::Testimonials(model::Testimonials { id: s.id, title, intro: s.intro, items, action: s.action })
        }
        R::QuoteForm(s) => M::QuoteForm(model::QuoteForm {
            id: s.id.unwrap_or_else(|| crate::Slug::parse("quote").expect("a valid slug")),
            title: s.title,
            intro: s.intro.map(String::from).unwrap_or_else(|| form.intro.clone()),
            property_type: s.property_type,
            city: form.city.clone(),
            service_type: form.service_type.clone(),
            urgent: form.urgent,
        }),
        R::CitySearch(s) => M::CitySearch(model::CitySearch {
            id: s.id,
            title: s.title,
            intro: s.intro,
            label: s.label,
            placeholder: s.placeholder,
            empty: s.empty,
            hint: s.hint,
            cities: Arc::clone(&data.cities),
        }),
        R::CityCards(s) => M::CityCards(model::CityCards {
            id: s.id,
            title: s.title,
            intro: s.intro,
            cities: Arc::clone(&data.cities),
        }),
        R::Figures(s) => {
            let f = &settings.figures;
            let items = s
                .items
                .iter()
                .map(|key| {
                    use raw::FigureKey as K;
                    let figure = match key {
                        K::Founded => &f.founded,
                        K::Experience => &f.experience,
                        K::Installs => &f.installs,
                        K::Customers => &f.customers,
                        K::Cities => &f.cities,
                        K::Technicians => &f.technicians,
                    };
                    raw::Figure { value: figure.value.clone(), label: figure.label.clone() }
                })
                .collect();
            M::Figures(model::Figures { id: s.id, title: s.title, items })
        }
    })
}

/// The value `name` refers to in `known`, or a diagnostic naming the choices.
fn lookup<T: Clone>(
    known: &BTreeMap<String, T>,
    name: &Located<String>,
    what: &str,
    file: &Path,
    diags: &mut Diagnostics,
) -> Option<T> {
    let found = known.get(name.as_str()).cloned();
    if found.is_none() {
        let names: Vec<&str> = known.keys().map(String::as_str).collect();
        diags.push(unknown(file, name, what, &names));
    }
    found
}

/// Sensible search titles and descriptions for pages that leave them out.
fn fill_defaults(page: &mut Page, settings: &Settings) {
    let brand = &settings.brand.name;
    let city = page.city.as_ref().map(|c| c.name.as_str());
    let hero = page.sections.iter().find_map(|s| if let model::Section::Hero(h) = s { Some(h) } else { None });
    if page.title.is_empty() {
        page.title = match (&page.service, city, hero) {
            (Some(service), Some(city), _) => format!("{service} in {city} | {brand}"),
            (_, _, Some(h)) => format!("{} | {brand}", h.title),
            _ => brand.to_string(),
        };
    }
    if page.description.is_empty() {
        page.description = match (hero.and_then(|h| h.lead.clone()), &page.service, city) {
            (Some(lead), _, _) => lead.into(),
            (None, Some(service), Some(city)) => format!(
                "{service} in {city} from {brand}: licensed technicians, free quotes answered {}, emergency service {}.",
                settings.promises.quote_response, settings.promises.availability
            ),
            _ => settings.brand.description.to_string(),
        };
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
    // Digits only: `parse` alone would take `+7:00`.
    let two_digits = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    two_digits(h) && two_digits(m) && h.parse::<u8>().is_ok_and(|h| h < 24) && m.parse::<u8>().is_ok_and(|m| m < 60)
}
