//! Raw files -> the validated model. Checks what the types cannot say (references between files,
//! unique routes, one `h1` per page, clock times, the quote form's destination), replaces every
//! reference by the data it names and fills defaults. Every problem is collected; nothing stops at
//! the first, so an editor fixes all mistakes in one round.

use std::collections::BTreeMap;
use std::path::Path;

use crate::model::{self, Data, Page, Preset, QUOTE_FORM_FILE, QuoteFormSettings, Settings, Site};
use crate::raw::{self, QuoteFormContent, SiteConfig};
use crate::sections::Resolver;
use crate::{Diagnostic, Diagnostics, Href, LoadedContent, Located, Pos, RawPage};

const SITE_FILE: &str = "content/site.yaml";
const REDIRECTS_FILE: &str = "content/redirects.yaml";
const TESTIMONIALS_FILE: &str = "content/data/testimonials.yaml";
const CITIES_FILE: &str = "content/data/cities.yaml";

/// Checks and resolves the whole content tree.
pub fn resolve(content: LoadedContent) -> Result<Site, Diagnostics> {
    let LoadedContent { mut config, quote_form, data, mut pages, unread_routes, redirects, logo, words, translations } =
        content;
    let mut diags = Diagnostics::default();
    config.language = Some(first_language(&config, &mut diags));
    let settings = resolve_settings(config, quote_form, logo.clone(), words.as_ref(), &mut diags);
    check_data_references(&data, &mut diags);
    // Each second language with the indexes of its pages in `pages` (after the first language's).
    let mut languages = Vec::new();
    for t in translations {
        let crate::load::LoadedTranslation {
            language,
            folder,
            mut config,
            overlay,
            own_files,
            quote_form,
            data,
            pages: theirs,
            words,
        } = t;
        config.language = Some(language);
        let mut own = Diagnostics::default();
        let settings_t = resolve_settings(config, quote_form, logo.clone(), words.as_ref(), &mut own);
        check_data_references(&data, &mut own);
        let translation = model::Translation { settings: settings_t, data, folder, overlay, own_files };
        let theirs_found = translated_places(own, &diags, &translation);
        diags.extend(Diagnostics(theirs_found));
        languages.push((translation, pages.len()..pages.len() + theirs.len()));
        pages.extend(theirs);
    }

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

    let mut resolved: Vec<Page> = Vec::with_capacity(pages.len());
    for (i, p) in pages.into_iter().enumerate() {
        let (s, d) = match languages.iter().find(|(_, range)| range.contains(&i)) {
            Some((t, _)) => (&t.settings, &t.data),
            _ => (&settings, &data),
        };
        resolved.extend(resolve_page(p, s, d, &mut diags));
    }
    let mut translations: Vec<model::Translation> = languages.into_iter().map(|(t, _)| t).collect();
    // A second language without its own not-found page gets one in its built-in words: a visitor
    // at a missing French address never reads English.
    for t in &translations {
        let route = crate::Route::not_found().under(&format!("/{}", t.settings.language.folder()));
        if !resolved.iter().any(|p| p.route == route) {
            resolved.extend(built_in_not_found(route, &t.folder, &t.settings));
        }
    }
    resolved.sort_by(|a, b| a.route.cmp(&b.route));
    pair_translations(&mut resolved, &settings, &translations, &mut diags);
    // The offer a translation takes from site.yaml leads to its own language's page.
    for t in &mut translations {
        let language = t.settings.language;
        if let Some(offer) = t.settings.offer.as_mut()
            && let Some(path) = offer.action.href.internal_path()
            && let Some(theirs) = resolved
                .iter()
                .find(|p| p.route.as_str() == path && p.language != language)
                .and_then(|p| p.translation.as_ref())
        {
            offer.action.href = offer.action.href.with_path(theirs.as_str());
        }
    }
    diags.into_result(Site { settings, data, translations, pages: resolved, resting: Vec::new(), redirects })
}

/// The site's first language: `language:`, or the first of `languages:` (two different ones).
fn first_language(config: &SiteConfig, diags: &mut Diagnostics) -> crate::wording::Language {
    let Some(list) = &config.languages else { return config.language.unwrap_or_default() };
    if config.language.is_some() {
        diags.push(Diagnostic::new(
            SITE_FILE,
            list.pos,
            "write either `language:` (a site in one language) or `languages:` (a site in two), not both: remove one",
        ));
    }
    match list.value.as_slice() {
        [one, other] if one != other => {}
        [one, other] => diags.push(Diagnostic::new(
            SITE_FILE,
            list.pos,
            format!(
                "languages names {} twice: a site in two languages names two different ones, like [en-CA, fr-CA] \
                 (a site in one language writes `language: {}`)",
                one.tag(),
                other.tag()
            ),
        )),
        _ => diags.push(Diagnostic::new(
            SITE_FILE,
            list.pos,
            "languages names the site's two languages, the first one at the site's own addresses, like [en-CA, fr-CA] \
             (a site in one language writes `language: en-CA`)",
        )),
    }
    list.value.first().copied().unwrap_or_default()
}

/// A second language's problems at the files that wrote them: its own files (`content/fr/...`)
/// for what they hold, the first language's for the rest, whose problems that language reports.
fn translated_places(own: Diagnostics, first: &Diagnostics, t: &model::Translation) -> Vec<Diagnostic> {
    let reported: std::collections::HashSet<String> = first.0.iter().map(|d| d.to_string()).collect();
    own.0
        .into_iter()
        .filter(|d| !reported.contains(&d.to_string()))
        .map(|mut d| {
            let file = d.file.to_string_lossy().into_owned();
            let rel = file.strip_prefix("content/").unwrap_or(&file).to_owned();
            if let Some(theirs) = t.own_file(&rel) {
                d.file = theirs.to_path_buf();
            } else if rel == "site.yaml"
                && let Some(overlay) = &t.overlay
            {
                d.file = overlay.clone();
            }
            d
        })
        .collect()
}

/// Pairs each page with its translation: the page its `translation:` names, else the page at the
/// same place in the other language's folder (`/fr/quote` and `/quote`).
fn pair_translations(
    pages: &mut [Page],
    first: &Settings,
    translations: &[model::Translation],
    diags: &mut Diagnostics,
) {
    let Some(second) = translations.first() else {
        for p in pages.iter().filter(|p| p.translation_written.is_some()) {
            if let Some(h) = &p.translation_written {
                diags.push(Diagnostic::new(
                    &p.source,
                    h.pos(),
                    "`translation:` names this page in the site's other language, but site.yaml names one language: \
                     remove it, or write languages: [en-CA, fr-CA] in site.yaml",
                ));
            }
        }
        return;
    };
    let prefix = format!("/{}", second.settings.language.folder());
    let index: BTreeMap<String, (usize, crate::wording::Language)> =
        pages.iter().enumerate().map(|(i, p)| (p.route.to_string(), (i, p.language))).collect();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut named: std::collections::HashSet<usize> = std::collections::HashSet::new();
    for (i, p) in pages.iter().enumerate() {
        let Some(h) = &p.translation_written else { continue };
        let target = h.internal_path().unwrap_or(h.as_str());
        match index.get(target) {
            Some(&(j, language)) if language != p.language => {
                pairs.push((i, j));
                named.extend([i, j]);
            }
            Some(_) => diags.push(Diagnostic::new(
                &p.source,
                h.pos(),
                format!("`translation: {target}` is a page in the same language as this one: name the page in the other language"),
            )),
            None => {
                let other: Vec<&str> =
                    pages.iter().filter(|o| o.language != p.language).map(|o| o.route.as_str()).collect();
                diags.push(unknown(&p.source, &Located::new(target.to_owned(), h.pos()), "page", &other));
            }
        }
    }
    for (i, p) in pages.iter().enumerate() {
        if p.language == first.language || named.contains(&i) {
            continue;
        }
        let rest = p.route.as_str().strip_prefix(prefix.as_str()).unwrap_or("");
        let same = if rest.is_empty() { "/" } else { rest };
        if let Some(&(j, language)) = index.get(same)
            && language == first.language
            && !named.contains(&j)
        {
            pairs.push((i, j));
        }
    }
    for (i, j) in pairs {
        pages[i].translation = Some(pages[j].route.clone());
        pages[j].translation = Some(pages[i].route.clone());
    }
}

/// Names the data files use for other content: a review's `city:` must be a city of
/// data/cities.yaml, or the review would silently be missing from that city's page; a city's
/// `areas:` must be lists of data/areas.yaml, or the city search would not find their places.
fn check_data_references(data: &Data, diags: &mut Diagnostics) {
    let lists: Vec<&str> = data.areas.keys().map(String::as_str).collect();
    for city in data.cities.iter() {
        for list in city.areas.iter().filter(|l| !data.areas.contains_key(l.as_str())) {
            diags.push(unknown(CITIES_FILE, list, "area list", &lists));
        }
    }
    let slugs: Vec<&str> = data.cities.iter().map(|c| c.slug.as_str()).collect();
    for t in &data.testimonials {
        if let Some(city) = &t.city
            && !slugs.contains(&city.value.as_str())
        {
            let hint = crate::suggest::closest(city.value.as_str(), &slugs)
                .map(|b| format!(", did you mean `{b}`?"))
                .unwrap_or_else(|| ".".to_owned());
            diags.push(Diagnostic::new(
                TESTIMONIALS_FILE,
                city.pos,
                format!(
                    "unknown city `{}`{hint} A review's `city:` is a city of content/data/cities.yaml ({}); \
                     with another name the review would be on no city's page",
                    city.value,
                    slugs.join(", ")
                ),
            ));
        }
    }
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
pub(crate) fn resolve_settings(
    config: SiteConfig,
    form: QuoteFormContent,
    logo: Option<Result<String, String>>,
    words: Option<&crate::wording::WordsFile>,
    diags: &mut Diagnostics,
) -> Settings {
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
    let booking = config.booking.as_ref().and_then(|b| match model::resolve_booking(b) {
        Ok(booking) => Some(booking),
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
    match (&config.promises.availability, &config.promises.emergency_dispatch) {
        (Some(l), None) | (None, Some(l)) => diags.push(Diagnostic::new(
            SITE_FILE,
            l.pos,
            "an emergency service needs both `availability` (when you answer, like 24/7) and `emergency_dispatch` \
             (how fast someone comes, like within 60 minutes) in promises: write the other one, or remove this one \
             if the business has no emergency service",
        )),
        _ => {}
    }
    let names: Vec<&str> = config.figures.keys().map(crate::Slug::as_str).collect();
    for key in config.trust.iter().filter_map(|t| t.figure.as_ref()) {
        if !config.figures.contains_key(&key.value) {
            diags.push(unknown_figure(Path::new(SITE_FILE), key, &names));
        }
    }
    match (&form.property_types, &form.labels.property_type) {
        (Some(_), None) => diags.push(Diagnostic::new(
            QUOTE_FORM_FILE,
            Pos { line: 1, column: 1 },
            "property_types gives the form a Home / Business choice, but labels has no property_type to name it: \
             write labels: property_type: (like Property Type), or remove property_types",
        )),
        (None, Some(label)) => diags.push(Diagnostic::new(
            QUOTE_FORM_FILE,
            label.pos,
            "labels.property_type names a Home / Business choice the form does not offer (there is no property_types): \
             write property_types: { residential: Home, commercial: Business }, or remove this label",
        )),
        _ => {}
    }
    if let Some(geo) = &config.address.geo {
        for (at, name, limit) in [(&geo.latitude, "latitude", 90.0), (&geo.longitude, "longitude", 180.0)] {
            // A value that is not a number (.nan) is off the map too.
            if at.value.is_nan() || at.value.abs() > limit {
                diags.push(Diagnostic::new(
                    SITE_FILE,
                    at.pos,
                    format!(
                        "{name} {} is not on the map ({name} goes from -{limit} to {limit}): copy the two numbers \
                         Google Maps shows when you right-click the place, the first is the latitude (like 51.06452), \
                         the second the longitude (like -114.06201)",
                        at.value
                    ),
                ));
            }
        }
    }
    let phone_by_source = config.phone_by_source.unwrap_or_default();
    let texts = resolve_texts(&config.texts, &phone_by_source, diags);
    let look = model::Look {
        palette: model::resolve_palette(config.brand.colors.as_ref(), &mut diags.0),
        logo: model::resolve_logo(&config.brand, logo, &mut diags.0),
    };
    // The toast says site.yaml's promise, written once there ({quote_response}...).
    let toast = raw::Toast {
        description: fill_promise_names(&config.promises, &form.toast.description),
        title: form.toast.title,
    };
    let settings = Settings {
        brand: config.brand,
        look,
        trade: config.trade,
        language: config.language.unwrap_or_default(),
        wording: crate::wording::Wording::resolve(config.language.unwrap_or_default(), words, &mut diags.0)
            .in_area(&config.phone),
        time_zone: config.time_zone.as_ref().and_then(|z| match crate::Zone::parse(&z.value) {
            Ok(zone) => Some(zone),
            Err(message) => {
                diags.push(Diagnostic::new(SITE_FILE, z.pos, message));
                None
            }
        }),
        base_url: config.base_url,
        host: config.host.as_ref().map(|h| h.value).unwrap_or_default(),
        host_pos: config.host.as_ref().map(|h| h.pos).unwrap_or_default(),
        phone: config.phone,
        texts,
        phone_by_source,
        email: config.email,
        address: config.address,
        privacy_officer: config.privacy_officer,
        hours: config.hours,
        social: config.social,
        figures: config.figures,
        offer: config.offer,
        offer_off: false,
        guarantees: config.guarantees,
        financing: config.financing,
        trust: config.trust,
        promises: config.promises,
        timings: config.timings,
        nav: config.nav,
        header_action: config.header_action,
        footer: config.footer,
        leads: provider,
        leads_pos,
        analytics,
        booking,
        review: config.review.as_ref().is_some_and(|r| r.value),
        review_pos: config.review.as_ref().map(|r| r.pos),
        quote_form: QuoteFormSettings {
            labels: form.labels,
            cities: form.cities,
            services: form.services,
            presets,
            toast,
            submit_label: form.submit_label,
            thanks_page: form.thanks_page.value,
            not_connected_page: form.not_connected_page.value,
            property_types: form.property_types,
            intros: form.intros,
            consent: form.consent,
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

/// `texts:` as flags, each name checked: a call-tracking number that takes texts must be written in
/// `phone_by_source:`, or its Text link would have no number.
fn resolve_texts(
    named: &[Located<raw::TextNumber>],
    by_source: &raw::PhoneBySource,
    diags: &mut Diagnostics,
) -> model::Texts {
    use raw::TextNumber as T;
    let mut texts = model::Texts::default();
    for n in named {
        let (flag, number, name) = match n.value {
            T::Main => (&mut texts.main, true, "main"),
            T::GoogleAds => (&mut texts.google_ads, by_source.google_ads.is_some(), "google_ads"),
            T::MicrosoftAds => (&mut texts.microsoft_ads, by_source.microsoft_ads.is_some(), "microsoft_ads"),
            T::Facebook => (&mut texts.facebook, by_source.facebook.is_some(), "facebook"),
        };
        if !number {
            diags.push(Diagnostic::new(
                SITE_FILE,
                n.pos,
                format!(
                    "`{name}` takes texts, but phone_by_source has no {name} number: write it there \
                     (phone_by_source: {{ {name}: (403) 555-0199 }}), or remove {name} from texts"
                ),
            ));
        }
        *flag = true;
    }
    texts
}

/// Checks one page against the site's settings and data and resolves it (a full load runs this on
/// every page; the preview on the page that changed). None when a problem was recorded.
pub(crate) fn resolve_page(page: RawPage, settings: &Settings, data: &Data, diags: &mut Diagnostics) -> Option<Page> {
    let before = diags.len();
    let RawPage { route, source, file, example_notes } = page;
    let file_path = source.as_path();
    let city = file.city.as_ref().and_then(|slug| {
        let found = data.cities.iter().find(|c| c.slug == slug.value).cloned();
        if found.is_none() {
            let slugs: Vec<&str> = data.cities.iter().map(|c| c.slug.as_str()).collect();
            diags.push(unknown(file_path, &Located::new(slug.to_string(), slug.pos), "city", &slugs));
        }
        found
    });
    let headings = file.sections.iter().filter(|s| s.heading()).count();
    if headings != 1 {
        diags.push(Diagnostic::new(
            file_path,
            Pos { line: 1, column: 1 },
            format!("page has {headings} hero sections (expected exactly one: its title is the page's only h1)"),
        ));
    }
    let unpromised = match file.promise {
        raw::Promise::EmergencyDispatch if settings.promises.no_emergency() => Some(
            "emergency_dispatch, but site.yaml's promises describe no emergency service (availability and emergency_dispatch)",
        ),
        raw::Promise::SameDayService if settings.promises.same_day_service.is_none() => {
            Some("same_day_service, but site.yaml's promises have no same_day_service")
        }
        _ => None,
    };
    if let Some(why) = unpromised {
        diags.push(Diagnostic::new(
            file_path,
            Pos { line: 1, column: 1 },
            format!(
                "this page's `promise:` is {why}: write it in site.yaml, or change the page's promise (quote_response)"
            ),
        ));
    }
    let mut dated = Vec::new();
    for (index, section) in file.sections.iter().enumerate() {
        let shown = section.shown();
        if let Some((pos, message)) = shown.problem() {
            diags.push(Diagnostic::new(file_path, pos, message));
        }
        if !shown.is_dated() {
            continue;
        }
        if section.heading() {
            let pos = shown.from.as_ref().or(shown.until.as_ref()).map(|d| d.pos).unwrap_or_default();
            diags.push(Diagnostic::new(
                file_path,
                pos,
                "the page's hero cannot have days of its own: on the other days the page would have no title. \
                 Give the page `from:`/`until:` at its top instead, or date a banner under the hero",
            ));
        }
        dated.push(model::DatedSection {
            kind: section.kind(),
            shown: shown.clone(),
            index: Some(index),
            written: index,
        });
    }
    let page_shown = crate::sections::dated::Shown { from: file.from, until: file.until };
    if let Some((pos, message)) = page_shown.problem() {
        diags.push(Diagnostic::new(file_path, pos, message));
    }
    let mut resolver = Resolver {
        settings,
        data,
        city: city.as_deref(),
        service: file.service.as_deref(),
        promise: file.promise,
        file: file_path,
        diags: &mut *diags,
    };
    let sections: Vec<model::Section> =
        file.sections.into_iter().filter_map(|s| crate::sections::resolve(s, &mut resolver)).collect();
    let mut ids: BTreeMap<&str, Pos> = BTreeMap::new();
    for (id, pos) in sections.iter().filter_map(model::Section::id_at) {
        if let Some(first) = ids.insert(id, pos) {
            ids.insert(id, first);
            // The quote form without an `id:` is `quote` at no line: the one written is the slip.
            let (at, other) = if pos.line == 0 { (first, pos) } else { (pos, first) };
            let where_other = if other.line == 0 {
                "by the quote form (its anchor when it has no `id:`)".to_owned()
            } else {
                format!("by the section at line {} of this page", other.line)
            };
            diags.push(Diagnostic::new(
                file_path,
                at,
                format!(
                    "the id `{id}` is already used {where_other}: a link to #{id} can only jump to one of them. \
                     Give this section another id (or remove the line)"
                ),
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
        shown: page_shown,
        dated,
        language: settings.language,
        translation: None,
        translation_written: file.translation,
        example_notes,
    };
    fill_defaults(&mut page, settings);
    Some(page)
}

/// The not-found page of a language whose folder has no `pages/404.yaml`, in its words
/// (`page.not_found_*`, which `words.yaml` may change), its button to the language's home.
fn built_in_not_found(route: crate::Route, folder: &Path, settings: &Settings) -> Option<Page> {
    let words = &settings.wording.page;
    let home = route.as_str().strip_suffix(crate::Route::NOT_FOUND).filter(|h| !h.is_empty()).unwrap_or("/");
    let section = crate::sections::not_found::NotFound {
        code: crate::Words::parse("404").ok()?,
        title: crate::Words::parse(&words.not_found_heading).ok()?,
        action: raw::Action {
            label: crate::Words::parse(&words.not_found_action).ok()?,
            href: Some(Href::parse(home).ok()?),
            call: false,
            style: raw::ActionStyle::default(),
        },
    };
    Some(Page {
        route,
        source: folder.join("pages/404.yaml"),
        title: crate::wording::fill(&words.not_found_title, &[("brand", &settings.brand.name)]),
        description: words.not_found_description.clone(),
        description_written: true,
        city: None,
        service: None,
        theme: raw::Theme::default(),
        promise: raw::Promise::default(),
        noindex: true,
        sections: vec![model::Section::NotFound(section)],
        shown: crate::sections::dated::Shown::default(),
        dated: Vec::new(),
        language: settings.language,
        translation: None,
        translation_written: None,
        example_notes: false,
    })
}

/// The quote form's default intro: data/quote-form.yaml's sentence for the page's promise, with
/// site.yaml's `promises` in place of their names.
pub(crate) fn promise_sentence(p: &raw::Promises, intros: &raw::FormIntros, promise: raw::Promise) -> String {
    let sentence = match promise {
        raw::Promise::QuoteResponse => &intros.quote_response,
        raw::Promise::SameDayService => &intros.same_day_service,
        raw::Promise::EmergencyDispatch => &intros.emergency_dispatch,
    };
    fill_promise_names(p, sentence)
}

/// `text` with site.yaml's promises in place of their names ({quote_response}...).
fn fill_promise_names(p: &raw::Promises, text: &str) -> String {
    let (availability, dispatch) = p.emergency().unwrap_or_default();
    [
        ("{quote_response}", p.quote_response.as_str()),
        ("{same_day_service}", p.same_day_service.as_deref().unwrap_or_default()),
        ("{emergency_dispatch}", dispatch),
        ("{availability}", availability),
    ]
    .iter()
    .fold(text.to_owned(), |text, (name, value)| text.replace(name, value))
}

/// Sensible search titles and descriptions for pages that leave them out.
fn fill_defaults(page: &mut Page, settings: &Settings) {
    let brand = &settings.brand.name;
    let city = page.city.as_ref().map(|c| c.name.as_str());
    let hero = page.sections.iter().find_map(|s| if let model::Section::Hero(h) = s { Some(h) } else { None });
    if page.title.is_empty() {
        page.title = match (&page.service, city, hero) {
            (Some(service), Some(city), _) => crate::wording::fill(
                &settings.wording.page.default_title,
                &[("service", service), ("city", city), ("brand", brand)],
            ),
            (_, _, Some(h)) => format!("{} | {brand}", h.title),
            _ => brand.to_string(),
        };
    }
    if page.description.is_empty() {
        page.description = match (hero.and_then(|h| h.lead.as_ref().map(|l| l.value.clone())), &page.service, city) {
            (Some(lead), _, _) => lead.into(),
            (None, Some(service), Some(city)) => crate::wording::fill(
                &settings.wording.page.default_description,
                &[
                    ("service", service),
                    ("city", city),
                    ("brand", brand),
                    ("quote_response", &settings.promises.quote_response),
                    ("availability", settings.promises.emergency().map_or("", |(a, _)| a)),
                ],
            ),
            _ => settings.brand.description.to_string(),
        };
    }
}

/// A figure named where site.yaml's `figures` has no such name.
pub(crate) fn unknown_figure(file: &Path, key: &Located<crate::Slug>, names: &[&str]) -> Diagnostic {
    let hint = crate::suggest::closest(key.value.as_str(), names)
        .map(|b| format!(" (did you mean `{b}`?)"))
        .unwrap_or_default();
    let known = if names.is_empty() { "it has none yet".to_owned() } else { format!("it has {}", names.join(", ")) };
    Diagnostic::new(
        file,
        key.pos,
        format!(
            "no company figure is called `{}` in site.yaml's figures{hint}: {known}. Write it there, like {}: {{ value: \"2008\", label: In business since }}",
            key.value, key.value
        ),
    )
}

pub(crate) fn unknown(
    file: impl Into<std::path::PathBuf>,
    name: &Located<String>,
    what: &str,
    known: &[&str],
) -> Diagnostic {
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
