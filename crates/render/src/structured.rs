//! JSON-LD for search engines, built from the same content the page shows (never typed twice):
//! the business on every page, the service on service pages, FAQs where a page shows them, and
//! breadcrumbs on nested pages. Testimonials are deliberately not marked up as reviews: Google
//! ignores self-serving review markup for a business on its own site.
//!
//! Each document reaches the template as finished JSON, safe inside `<script>`: the business one
//! is the same on every page of a language, so it is written once per build, not once per page.
//!
//! The business follows Google's "Local business structured data" (required: name, address;
//! recommended: geo, openingHoursSpecification, telephone, url...) with the facts site.yaml
//! gives, and no more: a street address, a postal code and `geo` only when written, `image` from
//! the site's own photos, `logo` the 512 px PNG drawn from `brand.logo`, `sameAs` only addresses
//! of the business's own profiles (`sitegen_content::placeholder`), `areaServed` the cities of
//! data/cities.yaml. tests/e2e/seo.test.mjs checks the home page's node against that list.

use serde_json::{Value, json};
use sitegen_content::model::{Page, Section, Settings, Site};
use sitegen_content::raw::{self, Weekday};
use sitegen_content::wording::Language;

use crate::Photos;
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
    /// `photos` plans the business's photo (its file is made with the pages' photos).
    pub fn new(site: &Site, photos: &Photos) -> Business {
        Business(site.languages().into_iter().map(|l| (l, script_json(&business(site, l, photos)))).collect())
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
        // Where this service is sold: the page's city, else every city the business serves (the
        // province only when data/cities.yaml names none: a business in one city does not serve
        // all of Alberta).
        let cities = cities(site, page.language);
        let area = match &page.city {
            Some(city) => json!({"@type": "City", "name": city.name}),
            None if cities.is_empty() => json!({"@type": "State", "name": c.address.region_name}),
            None => Value::Array(cities),
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

/// The cities the business serves (data/cities.yaml), as schema.org places.
fn cities(site: &Site, language: Language) -> Vec<Value> {
    site.data_for(language).cities.iter().map(|city| json!({"@type": "City", "name": city.name})).collect()
}

/// The photo that shows the business: site.yaml's `brand.photo`, else the home page's first
/// photo (its hero's), else the social picture of site.yaml.
fn business_photo<'s>(site: &'s Site, c: &'s Settings) -> Option<&'s raw::Image> {
    let home = if c.language == site.settings.language { "/".to_owned() } else { format!("/{}", c.language.folder()) };
    let home_photo = || {
        let page = site.pages.iter().find(|p| p.language == c.language && p.route.as_str() == home)?;
        page.sections.iter().find_map(|s| s.outline().social_photo)
    };
    c.brand.photo.as_ref().or_else(home_photo).or(c.brand.social_image.as_ref())
}

/// The business: name, contact, address, hours and the cities it serves.
fn business(site: &Site, language: Language, photos: &Photos) -> Value {
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
        "@type": raw::Trade::schema_org_type(c.trade),
        "@id": business_id,
        "name": c.brand.name,
        "description": c.brand.description,
        "url": format!("{base}/"),
        "logo": format!("{base}/{}", crate::brand::logo_icon().file),
        "telephone": c.phone.e164(),
        "email": c.email.general.as_str(),
        "address": address,
        "openingHoursSpecification": hours,
        "areaServed": cities(site, language),
    });
    // The photo as the social card's crop (1200 × 630 JPEG): the same file as the home page's
    // og:image, and a size every search engine takes.
    if let Some(picture) =
        business_photo(site, c).and_then(|photo| photos.picture(&photo.src.value, &crate::photos::SOCIAL))
    {
        business["image"] = json!(format!("{base}{}", picture.src));
    }
    if let Some(geo) = &c.address.geo {
        business["geo"] =
            json!({"@type": "GeoCoordinates", "latitude": geo.latitude.value, "longitude": geo.longitude.value});
    }
    // A network's home page says nothing about the business: only its own pages are `sameAs` it.
    let profiles: Vec<&str> = c
        .social
        .iter()
        .map(|l| l.href.as_str())
        .filter(|h| sitegen_content::placeholder::placeholder(h).is_none())
        .collect();
    if !profiles.is_empty() {
        business["sameAs"] = json!(profiles);
    }
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
