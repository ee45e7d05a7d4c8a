//! `site`: the site-wide facts every template may show (brand, phone, hours, footer), as written
//! once in `content/site.yaml`.

use serde::Serialize;
use sitegen_content::model::Settings;
use sitegen_content::{Analytics, Booking, BookingProvider, PayloadFormat, Provider, ProviderKind};

use super::{LinkView, links};
use crate::islands::props::{self, AnalyticsSettings, QuoteDestination};
use sitegen_content::Urls;

#[derive(Debug, Serialize)]
pub struct SiteView<'a> {
    pub brand: BrandView<'a>,
    /// The language of every page: `lang` (en-CA, fr-CA) and Open Graph's locale.
    pub lang: &'static str,
    pub og_locale: &'static str,
    /// The home page of this language (`/`, or `/fr/` for a second language), where the brand links.
    pub home: String,
    /// This language's web manifest (`/site.webmanifest`, `/fr/site.webmanifest`): a phone's home
    /// screen names the site in the language it was added from.
    pub manifest: String,
    /// The templates' words in that language, with content/words.yaml's changes.
    pub words: &'a sitegen_content::wording::PageText,
    pub base_url: &'a str,
    pub host: HostView,
    pub phone: props::Phone<'a>,
    pub email: EmailView<'a>,
    /// The business's address (the footer shows it when site.yaml gives the street).
    pub address: AddressView<'a>,
    pub hours: Vec<HoursView<'a>>,
    pub social: Vec<LinkView<'a>>,
    /// None once the offer's last day has passed (the offer sections then show nothing).
    pub offer: Option<OfferView<'a>>,
    pub guarantees: Vec<TextItem<'a>>,
    pub promises: PromisesView<'a>,
    pub header_action: LinkView<'a>,
    pub footer: FooterView<'a>,
    pub quote_form: QuoteFormView<'a>,
    /// Visitor statistics, when `site.yaml` has `analytics:`; the head of every page loads its
    /// script and carries these settings for `islands/lib/analytics.ts`.
    pub analytics: Option<AnalyticsSettings<'a>>,
    /// The `id` of the element that carries `analytics` in the head.
    pub analytics_element_id: &'static str,
    /// Call-tracking numbers, when `site.yaml` has `phone_by_source:` with at least one; the head
    /// of every page carries them for `islands/lib/phones.ts`.
    pub phone_swap: Option<props::PhoneSwap<'a>>,
    /// The main number as an `sms:` link, when it takes texts.
    pub sms: Option<TextLink<'a>>,
    /// The `id` of the element that carries `phone_swap` in the head.
    pub phone_swap_element_id: &'static str,
    /// Online booking, when `site.yaml` has `booking:`: the "Book online" links.
    pub booking: Option<BookingView>,
    /// The booking system's window, when it has one: the head carries it for
    /// `islands/lib/booking.ts`.
    pub booking_settings: Option<props::BookingSettings>,
    /// The `id` of the element that carries `booking_settings` in the head.
    pub booking_element_id: &'static str,
    /// The security policy: sent by `_headers` where the host reads it, else in `<meta>` tags.
    pub policy: PolicyView,
}

/// The site's security policy, computed once from the settings for both places it is written.
#[derive(Debug, Serialize)]
pub struct PolicyView {
    /// The Content-Security-Policy header.
    pub csp: String,
    /// The same policy for `<meta http-equiv>`, which ignores `frame-ancestors` (left out there),
    /// already escaped for a double-quoted attribute with its apostrophes kept readable.
    pub csp_meta_attribute: String,
    pub referrer: &'static str,
}

/// Full URLs to other origins only (the analytics provider, a form back end), nothing otherwise.
pub const REFERRER_POLICY: &str = "strict-origin-when-cross-origin";

/// The host the site is built for, as far as templates need it.
#[derive(Debug, Serialize)]
pub struct HostView {
    pub name: &'static str,
    /// The host sends no headers of ours: pages carry the CSP and referrer policy in `<meta>`.
    pub meta_policy: bool,
}

#[derive(Debug, Serialize)]
pub struct BrandView<'a> {
    /// The header's mark, as inline SVG markup (checked by the content crate); empty when the
    /// logo is a picture.
    pub logo: String,
    /// The logo picture (`brand.logo` in content/images/), planned by the renderer.
    pub logo_picture: Option<crate::photos::PictureView>,
    /// The browser's colour for its own bars: the accent colour.
    pub theme_color: String,
    /// The PNG icons of the web manifest (drawn from the logo by the build).
    pub icons: Vec<IconView>,
    /// iOS's home-screen icon (`<link rel="apple-touch-icon">`).
    pub apple_touch_icon: IconView,
    pub name: &'a str,
    pub short_name: &'a str,
    pub tagline: &'a str,
    pub description: &'a str,
}

/// An icon the build draws from the logo, as the manifest and the head name it.
#[derive(Debug, Serialize)]
pub struct IconView {
    /// Its address from the site's root, like /icon-192.png.
    pub src: String,
    /// `192x192`.
    pub sizes: String,
    /// The manifest's `purpose`: `any` or `maskable`.
    pub purpose: &'static str,
}

impl IconView {
    fn new(icon: &sitegen_images::marks::Icon) -> IconView {
        use sitegen_images::marks::Purpose;
        IconView {
            src: format!("/{}", icon.file),
            sizes: format!("{0}x{0}", icon.size),
            purpose: match icon.purpose {
                Purpose::Maskable => "maskable",
                Purpose::Any | Purpose::AppleTouch => "any",
            },
        }
    }
}

/// The business's address as written in site.yaml.
#[derive(Debug, Serialize)]
pub struct AddressView<'a> {
    pub street: Option<&'a str>,
    pub locality: &'a str,
    pub region: &'a str,
    /// The province's full name, as French writes it in an address: « Lévis (Québec) ».
    pub region_name: &'a str,
    pub postal_code: Option<&'a str>,
}

#[derive(Debug, Serialize)]
pub struct EmailView<'a> {
    pub general: &'a str,
    pub quotes: &'a str,
}

#[derive(Debug, Serialize)]
pub struct HoursView<'a> {
    pub label: &'a str,
    /// 24-hour `HH:MM`; templates show it with the `time12` filter.
    pub opens: &'a str,
    pub closes: &'a str,
}

#[derive(Debug, Serialize)]
pub struct OfferView<'a> {
    pub title: &'a str,
    pub text: &'a str,
    /// The button; its link names the offer (`?offer=code`) so the quote form can say it.
    pub action: LinkView<'a>,
    pub terms: Option<&'a str>,
    /// The last day, like January 31, 2027.
    pub ends: Option<String>,
}

impl<'a> OfferView<'a> {
    /// The offer while it runs; None when site.yaml has none or after its last day.
    pub fn new(s: &'a Settings) -> Option<OfferView<'a>> {
        let o = s.running_offer()?;
        let mut action = LinkView::new(&o.action, s.host.urls());
        let (path, fragment) = action.href.split_once('#').map_or((&*action.href, ""), |(p, f)| (p, f));
        let join = if path.contains('?') { '&' } else { '?' };
        let hash = if fragment.is_empty() { String::new() } else { format!("#{fragment}") };
        action.href = format!("{path}{join}{OFFER_PARAM}={}{hash}", o.code()).into();
        Some(OfferView {
            title: &o.title,
            text: &o.text,
            action,
            terms: o.terms.as_deref(),
            ends: o.ends.as_ref().map(|e| e.value.long_in(s.language)),
        })
    }
}

/// The query parameter of the offer's link that the quote form reads (`islands/QuoteForm`).
pub const OFFER_PARAM: &str = "offer";

#[derive(Debug, Serialize)]
pub struct TextItem<'a> {
    pub title: &'a str,
    pub text: &'a str,
}

#[derive(Debug, Serialize)]
pub struct PromisesView<'a> {
    pub quote_response: &'a str,
    /// None when the site describes no emergency service (then no page mentions one).
    pub emergency_dispatch: Option<&'a str>,
    pub availability: Option<&'a str>,
}

#[derive(Debug, Serialize)]
pub struct FooterView<'a> {
    pub about: &'a str,
    pub service_areas: Vec<LinkView<'a>>,
    pub services: Vec<LinkView<'a>>,
    pub contact_action: LinkView<'a>,
    pub credit: LinkView<'a>,
    pub legal: Vec<LinkView<'a>>,
}

/// What the Netlify form registration (`netlify-form.html`) needs.
#[derive(Debug, Serialize)]
pub struct QuoteFormView<'a> {
    pub provider: QuoteDestination<'a>,
    /// The fields sent besides the typed ones and the attribution: `page`, `service`.
    pub context_fields: &'static [props::LeadField],
    /// The attribution fields a lead can carry: Netlify keeps only fields its registration lists.
    pub attribution_fields: &'static [props::LeadField],
    /// The form asks the Home / Business question (`property_types`).
    pub property_type: bool,
    /// The words on the form's button: a form needs one to be sent (WCAG H32), and it names the
    /// registration page in the site's language.
    pub submit_label: &'a str,
}

impl<'a> SiteView<'a> {
    pub fn new(s: &'a Settings) -> SiteView<'a> {
        let urls = s.host.urls();
        SiteView {
            lang: s.language.tag(),
            og_locale: s.language.og_locale(),
            home: "/".to_owned(),
            manifest: "/site.webmanifest".to_owned(),
            words: &s.wording.page,
            brand: BrandView {
                logo: crate::brand::logo_markup(&s.look, &s.brand.name),
                logo_picture: None,
                theme_color: s.look.palette.accent.to_string(),
                icons: sitegen_images::marks::ICONS
                    .iter()
                    .filter(|i| i.purpose != sitegen_images::marks::Purpose::AppleTouch)
                    .map(IconView::new)
                    .collect(),
                apple_touch_icon: IconView::new(crate::brand::apple_touch_icon()),
                name: &s.brand.name,
                short_name: &s.brand.short_name,
                tagline: &s.brand.tagline,
                description: &s.brand.description,
            },
            base_url: s.base_url.as_str(),
            host: HostView { name: s.host.name(), meta_policy: s.host.needs_meta_policy() },
            phone: phone(s),
            email: EmailView { general: s.email.general.as_str(), quotes: s.email.quotes.as_str() },
            address: AddressView {
                street: s.address.street.as_deref(),
                locality: &s.address.locality,
                region: &s.address.region,
                region_name: &s.address.region_name,
                postal_code: s.address.postal_code.as_deref(),
            },
            hours: s
                .hours
                .iter()
                .map(|h| HoursView { label: &h.label, opens: &h.opens.value, closes: &h.closes.value })
                .collect(),
            social: links(&s.social, urls),
            offer: OfferView::new(s),
            guarantees: s.guarantees.iter().map(|g| TextItem { title: &g.title, text: &g.text }).collect(),
            promises: PromisesView {
                quote_response: &s.promises.quote_response,
                emergency_dispatch: s.promises.emergency().map(|(_, d)| d),
                availability: s.promises.emergency().map(|(a, _)| a),
            },
            header_action: LinkView::new(&s.header_action, urls),
            footer: FooterView {
                about: &s.footer.about,
                service_areas: links(&s.footer.service_areas, urls),
                services: links(&s.footer.services, urls),
                contact_action: LinkView::new(&s.footer.contact_action, urls),
                credit: LinkView::new(&s.footer.credit, urls),
                legal: links(&s.footer.legal, urls),
            },
            quote_form: QuoteFormView {
                provider: destination(s, urls),
                context_fields: props::CONTEXT_FIELDS,
                attribution_fields: props::ATTRIBUTION,
                property_type: s.quote_form.property_types.is_some(),
                submit_label: &s.quote_form.submit_label,
            },
            analytics: s.analytics.as_ref().map(analytics),
            analytics_element_id: props::ANALYTICS_ELEMENT_ID,
            phone_swap: phone_swap(s),
            sms: sms(s),
            phone_swap_element_id: props::PHONE_SWAP_ELEMENT_ID,
            booking: s.booking.as_ref().map(|b| BookingView { href: b.page(), provider: b.provider().name() }),
            booking_settings: s.booking.as_ref().and_then(booking_settings),
            booking_element_id: props::BOOKING_ELEMENT_ID,
            policy: PolicyView {
                csp: content_security_policy(s, true),
                csp_meta_attribute: sitegen_escape::html(
                    &content_security_policy(s, false),
                    sitegen_escape::Apostrophe::Keep,
                )
                .into_owned(),
                referrer: REFERRER_POLICY,
            },
        }
    }
}

/// The analytics settings the browser gets.
pub fn analytics(a: &Analytics) -> AnalyticsSettings<'_> {
    let events = a.events();
    AnalyticsSettings {
        provider: match a {
            Analytics::Plausible { .. } => props::AnalyticsKind::Plausible,
            Analytics::Ga4 { .. } => props::AnalyticsKind::Ga4,
        },
        script: a.script_src(),
        id: match a {
            Analytics::Plausible { domain } => domain,
            Analytics::Ga4 { measurement_id } => measurement_id,
        },
        events: props::AnalyticsEvents {
            quote: events.quote,
            call: events.call,
            text: events.text,
            booking: events.booking,
        },
    }
}

/// The "Book online" links' target and provider.
#[derive(Debug, Serialize)]
pub struct BookingView {
    /// The booking page (without JavaScript, and when the provider's script cannot load); None:
    /// the page's quote link (a ServiceTitan scheduler without a page of its own).
    pub href: Option<String>,
    /// `servicetitan`, `housecall_pro`, `jobber` or `link`: the links' `data-booking`.
    pub provider: &'static str,
}

/// The booking window's script, for the providers that open one.
fn booking_settings(b: &Booking) -> Option<props::BookingSettings> {
    let script = b.script()?;
    Some(props::BookingSettings {
        provider: match b.provider() {
            BookingProvider::Servicetitan => props::BookingKind::Servicetitan,
            BookingProvider::HousecallPro => props::BookingKind::HousecallPro,
            BookingProvider::Jobber | BookingProvider::Link => return None,
        },
        script: script.src,
        id: script.id,
        data: script.data,
    })
}

/// The Content-Security-Policy of every page: the site's own origin only, plus exactly what the
/// settings name. The quote form's back end, when it is another origin, in `connect-src` (the
/// request with JavaScript) and `form-action` (the post without); the analytics provider's script
/// origin in `script-src` and where its script reports in `connect-src` (and `img-src` for
/// Google's image fallback). `frame_ancestors` is false for the `<meta>` form, where browsers
/// ignore it.
pub fn content_security_policy(s: &Settings, frame_ancestors: bool) -> String {
    let form = s.leads.url().map(|u| u.origin());
    let analytics = s.analytics.as_ref();
    let list = |base: &[&'static str], extra: Vec<&str>| -> String {
        let mut all: Vec<&str> = base.to_vec();
        for source in extra {
            if !all.contains(&source) {
                all.push(source);
            }
        }
        all.join(" ")
    };
    // A booking system's window: its origins for what its script loads, frames, fetches and shows;
    // none at all for a site without one (or with a plain booking page).
    let booking: Vec<&str> = s.booking.as_ref().map(|b| b.origins().to_vec()).unwrap_or_default();
    let mut script_extra: Vec<&str> = analytics.map(|a| a.script_origin()).into_iter().collect();
    script_extra.extend(&booking);
    let script = list(&["'self'"], script_extra);
    let mut img_extra: Vec<&str> = analytics.map(|a| a.img_sources().to_vec()).unwrap_or_default();
    img_extra.extend(&booking);
    let img = list(&["'self'", "data:"], img_extra);
    let mut connect_extra: Vec<&str> = form.into_iter().collect();
    connect_extra.extend(analytics.map(|a| a.connect_sources().to_vec()).unwrap_or_default());
    connect_extra.extend(&booking);
    let connect = list(&["'self'"], connect_extra);
    let style = list(&["'self'"], booking.clone());
    let frames = if booking.is_empty() { String::new() } else { format!(" frame-src {};", list(&["'self'"], booking)) };
    let form_action = list(&["'self'"], form.into_iter().collect());
    let frame = if frame_ancestors { " frame-ancestors 'none';" } else { "" };
    format!(
        "default-src 'self'; script-src {script}; style-src {style}; img-src {img}; font-src 'self'; \
         connect-src {connect};{frames} form-action {form_action}; manifest-src 'self';{frame} \
         base-uri 'self'; object-src 'none'"
    )
}

/// Both forms of the one phone number, so a displayed number and its `tel:` link never disagree.
pub(crate) fn phone(s: &Settings) -> props::Phone<'_> {
    props::Phone { display: s.phone.display(), href: s.phone.href() }
}

/// The main number as an `sms:` link, when it takes texts (`texts: [main]`).
pub(crate) fn sms(s: &Settings) -> Option<TextLink<'_>> {
    s.texts.main.then(|| TextLink { display: s.phone.display(), href: format!("sms:{}", s.phone.e164()) })
}

/// A number that takes texts, for the Text links.
#[derive(Debug, Serialize)]
pub struct TextLink<'a> {
    pub display: &'a str,
    pub href: String,
}

/// The call-tracking numbers, or None when `phone_by_source:` names none.
pub(crate) fn phone_swap(s: &Settings) -> Option<props::PhoneSwap<'_>> {
    let by = &s.phone_by_source;
    fn view(p: &Option<sitegen_content::Phone>) -> Option<props::Phone<'_>> {
        p.as_ref().map(|p| props::Phone { display: p.display(), href: p.href() })
    }
    let by_source = props::PhonesBySource {
        google_ads: view(&by.google_ads),
        microsoft_ads: view(&by.microsoft_ads),
        facebook: view(&by.facebook),
    };
    let any = by_source.google_ads.is_some() || by_source.microsoft_ads.is_some() || by_source.facebook.is_some();
    let t = s.texts;
    let text_sources = [
        (t.google_ads, props::PhoneSource::GoogleAds),
        (t.microsoft_ads, props::PhoneSource::MicrosoftAds),
        (t.facebook, props::PhoneSource::Facebook),
    ]
    .into_iter()
    .filter_map(|(on, source)| on.then_some(source))
    .collect();
    any.then(|| props::PhoneSwap { main: phone(s), by_source, text_sources })
}

/// Where quote requests go, for the quote form island and the Netlify registration.
pub fn destination(s: &Settings, urls: Urls) -> QuoteDestination<'_> {
    let p: &Provider = &s.leads;
    let (action, method) = p.form_target(s.quote_form.thanks_page.as_str(), s.quote_form.not_connected_page.as_str());
    QuoteDestination {
        kind: match p.kind() {
            ProviderKind::Demo => props::ProviderKind::Demo,
            ProviderKind::Netlify => props::ProviderKind::Netlify,
            ProviderKind::Formspree => props::ProviderKind::Formspree,
            ProviderKind::Endpoint => props::ProviderKind::Endpoint,
        },
        url: p.url().map(|u| u.as_str()),
        format: match p.format() {
            PayloadFormat::Json => props::Format::Json,
            PayloadFormat::Form => props::Format::Form,
        },
        origin: p.url().map(|u| u.origin()),
        honeypot: p.honeypot(),
        form_name: matches!(p, Provider::Netlify).then_some(Provider::NETLIFY_FORM_NAME),
        action: urls.link(action),
        method: if method == "post" { props::Method::Post } else { props::Method::Get },
    }
}
