//! JSON-LD for search engines, built from the same content the page shows (never typed twice):
//! the business on every page, the service on service pages, FAQs where a page shows them, and
//! breadcrumbs on nested pages. Testimonials are deliberately not marked up as reviews: Google
//! ignores self-serving review markup for a business on its own site.
//!
//! Each document reaches the template as finished JSON, safe inside `<script>`: the business one
//! is the same on every page of a language, so it is written once per build, not once per page.

use serde_json::{Value, json};
use sitegen_content::model::{Page, Section, Site};
use sitegen_content::raw::Weekday;
use sitegen_content::wording::Language;

use crate::view::Crumb;

/// A JSON-LD document as the template prints it: JSON escaped for a `<script>` block.
fn script_json(doc: &Value) -> minijinja::Value {
    // serde_json writes a `Value` it built itself without fail.
    let json = serde_json::to_string(doc).unwrap_or_default();
    minijinja::Value::from_safe_string(sitegen_escape::json_in_script(&json).into_owned())
}

/// The business document of each of the site's languages, written once per build.
pub struct Business(Vec<(Language, minijinja::Value)>);

impl Business {
    pub fn new(site: &Site) -> Business {
        Business(site.languages().into_iter().map(|l| (l, script_json(&business(site, l)))).collect())
    }

    fn get(&self, language: Language) -> minijinja::Value {
        self.0.iter().find(|(l, _)| *l == language).map(|(_, v)| v.clone()).unwrap_or_default()
    }
}

/// The page's JSON-LD documents: the business first, then what the page itself shows.
pub fn structured_data(site: &Site, business: &Business, page: &Page, crumbs: &[Crumb]) -> Vec<minijinja::Value> {
    let c = site.settings_for(page.language);
    let base = c.base_url.as_str().trim_end_matches('/');
    let business_id = format!("{base}/#business");
    let mut out = vec![business.get(page.language)];

    if let Some(service) = &page.service {
        let area = match &page.city {
            Some(city) => json!({"@type": "City", "name": city.name}),
            None => json!({"@type": "State", "name": c.address.region_name}),
        };
        out.push(script_json(&json!({
            "@context": "https://schema.org",
            "@type": "Service",
            "name": service,
            "serviceType": service,
            "description": page.description,
            "url": format!("{base}{}", c.host.urls().page(page.route.as_str())),
            "areaServed": area,
            "provider": {"@id": business_id},
        })));
    }

    let questions: Vec<Value> = page
        .sections
        .iter()
        .filter_map(|s| if let Section::Faq(f) = s { Some(&f.items) } else { None })
        .flatten()
        .map(|q| json!({"@type": "Question", "name": q.question, "acceptedAnswer": {"@type": "Answer", "text": q.answer}}))
        .collect();
    if !questions.is_empty() {
        out.push(script_json(&json!({"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": questions})));
    }

    if !crumbs.is_empty() {
        let items: Vec<Value> = crumbs
            .iter()
            .enumerate()
            .map(|(i, c)| json!({"@type": "ListItem", "position": i + 1, "name": c.label, "item": format!("{base}{}", c.href)}))
            .collect();
        out.push(script_json(
            &json!({"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}),
        ));
    }
    out
}

/// The business: name, contact, address, hours and the cities it serves.
fn business(site: &Site, language: Language) -> Value {
    let c = site.settings_for(language);
    let base = c.base_url.as_str().trim_end_matches('/');
    let business_id = format!("{base}/#business");
    let hours: Vec<Value> = c
        .hours
        .iter()
        .map(|h| {
            json!({
                "@type": "OpeningHoursSpecification",
                "dayOfWeek": h.days.iter().map(|d| day_name(*d)).collect::<Vec<_>>(),
                "opens": h.opens.value,
                "closes": h.closes.value,
            })
        })
        .collect();
    let mut address = json!({
        "@type": "PostalAddress",
        "addressLocality": c.address.locality,
        "addressRegion": c.address.region,
        "addressCountry": c.address.country,
    });
    let founded = c.figures.iter().find(|(name, _)| name.as_str() == "founded").map(|(_, f)| f.value.as_str());
    if let Some(street) = &c.address.street {
        address["streetAddress"] = json!(street);
    }
    if let Some(code) = &c.address.postal_code {
        address["postalCode"] = json!(code);
    }
    let mut business = json!({
        "@context": "https://schema.org",
        "@type": sitegen_content::raw::Trade::schema_org_type(c.trade),
        "@id": business_id,
        "name": c.brand.name,
        "description": c.brand.description,
        "url": format!("{base}/"),
        "logo": format!("{base}/favicon.svg"),
        "image": format!("{base}/favicon.svg"),
        "telephone": c.phone.e164(),
        "email": c.email.general.as_str(),
        "address": address,
        "openingHoursSpecification": hours,
        "areaServed": site.data_for(language).cities.iter().map(|city| json!({"@type": "City", "name": city.name})).collect::<Vec<_>>(),
        "sameAs": c.social.iter().map(|l| l.href.as_str()).collect::<Vec<_>>(),
    });
    // The year the business started, when site.yaml's figures name it `founded` (a year).
    if let Some(year) = founded.filter(|y| y.len() == 4 && y.chars().all(|c| c.is_ascii_digit())) {
        business["foundingDate"] = json!(year);
    }
    business
}

fn day_name(d: Weekday) -> &'static str {
    match d {
        Weekday::Monday => "Monday",
        Weekday::Tuesday => "Tuesday",
        Weekday::Wednesday => "Wednesday",
        Weekday::Thursday => "Thursday",
        Weekday::Friday => "Friday",
        Weekday::Saturday => "Saturday",
        Weekday::Sunday => "Sunday",
    }
}
