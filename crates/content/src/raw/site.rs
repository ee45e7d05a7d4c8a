//! `content/site.yaml`: every site-wide fact, written once and used by every page.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::raw::Image;
use crate::{
    AnalyticsProvider, BookingProvider, Email, EndpointUrl, Host, Href, Located, PayloadFormat, Phone, ProviderKind,
    Slug, Words,
};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SiteConfig {
    /// The business's name, short name, tagline and description.
    pub brand: Brand,
    /// What the business does, when schema.org has a type for it: heating, hvac, plumbing, roofing,
    /// electrical, general, painting, locksmith or moving. It tells search engines the kind of
    /// business (HVACBusiness, Plumber, RoofingContractor, Electrician, GeneralContractor,
    /// HousePainter, Locksmith, MovingCompany). Left out (a landscaper, a cleaner, any other
    /// trade): a home and construction business.
    #[serde(default)]
    pub trade: Option<Trade>,
    /// The language the site is written in: en-CA (English, when left out) or fr-CA (French).
    /// It decides the built-in words around the content (content/words.yaml changes any of them).
    #[serde(default)]
    pub language: Option<crate::wording::Language>,
    /// A site in two languages, the first one at the site's own addresses and the second under
    /// its folder, like [en-CA, fr-CA]: French pages in content/fr/pages/ at /fr/..., and what
    /// the French site says differently in content/fr/site.yaml, content/fr/words.yaml and
    /// content/fr/data/ (docs/editing-content.md, "Two languages"). Write language or languages,
    /// not both.
    #[serde(default)]
    pub languages: Option<Located<Vec<crate::wording::Language>>>,
    /// The address of the live site, like https://www.example.ca, for search engines.
    pub base_url: Href,
    /// The business's time zone, by its tz database name (America/Halifax, America/Toronto,
    /// America/Winnipeg, America/Edmonton, America/Vancouver...): an offer's
    /// dates start and end at midnight there, and the daily run of the publishing workflow that
    /// applies them is timed after it (docs/deploy.md, "Dates without publishing"). Left out: UTC.
    #[serde(default)]
    pub time_zone: Option<Located<String>>,
    /// Where the site is published: netlify, cloudflare, github-pages, s3 or generic (when left
    /// out). It decides whether page addresses end in a slash and how redirects and security
    /// headers are written (docs/deploy.md). `sitegen build --host NAME` overrides it.
    #[serde(default)]
    pub host: Option<Located<Host>>,
    /// The business phone number; every call button and shown number uses it.
    pub phone: Phone,
    /// Call-tracking numbers shown instead of `phone` to visitors who came from an ad or a
    /// network, like google_ads: (555) 555-0199. Swapped in by the browser after the page loads;
    /// search engines and visitors without JavaScript always see `phone`.
    #[serde(default)]
    pub phone_by_source: Option<PhoneBySource>,
    /// The numbers that take text messages: main (the number above) and any of phone_by_source's,
    /// like [main]. Each gets a Text link beside its Call link on phones and on the contact page.
    /// Left out: no Text links.
    #[serde(default)]
    pub texts: Vec<Located<TextNumber>>,
    /// The business's e-mail addresses.
    pub email: Emails,
    /// The business's address, for the footer and search engines.
    pub address: Address,
    /// The person in charge of protecting personal information, named with their title and how to
    /// reach them in the privacy policy, like { name: Jane Doe, title: Owner, email: ... }.
    /// Quebec's Law 25 asks every business there to publish this; left out, check warns a
    /// business in Quebec.
    #[serde(default)]
    pub privacy_officer: Option<PrivacyOfficer>,
    /// The opening hours, one entry per group of days.
    pub hours: Vec<Hours>,
    /// Links to the business's social media pages.
    pub social: Vec<Link>,
    /// Company figures that sections can show, each by a name of your choosing, like
    /// founded: { value: "2008", label: In business since }. As many as you like, or none.
    /// `founded` also tells search engines the year the business started.
    #[serde(default)]
    pub figures: CompanyFigures,
    /// The limited-time offer that an offer section shows. Left out: offer sections show nothing.
    #[serde(default)]
    pub offer: Option<Offer>,
    /// The guarantees that a guarantees section shows.
    pub guarantees: Vec<Guarantee>,
    /// Paying for a new system over time, shown by a financing section: a sentence, and the monthly figure, fine print and apply button when written. Left out: financing sections show nothing.
    #[serde(default)]
    pub financing: Option<crate::sections::financing::SiteFinancing>,
    /// The short trust points (licences, years, warranties, financing) a hero shows in its proof
    /// row (`proof: true`), beside the rating computed from data/testimonials.yaml. Optional.
    #[serde(default)]
    pub trust: Vec<TrustPoint>,
    /// Promises written once so no two pages disagree, like how fast we answer.
    pub promises: Promises,
    /// How long things on the site wait or take; change with care. Left out (each of them):
    /// sitegen's defaults.
    #[serde(default)]
    pub timings: Timings,
    /// The links of the menu at the top of every page.
    pub nav: Vec<Link>,
    /// The button at the top right of every page.
    pub header_action: Link,
    /// The footer at the bottom of every page.
    pub footer: Footer,
    /// Where quote requests go: provider, and url and format when it needs them. Left out: demo
    /// (nothing is sent, and `sitegen build` warns).
    #[serde(default)]
    pub leads: Option<Leads>,
    /// Visitor statistics, off unless written: provider plausible or ga4.
    #[serde(default)]
    pub analytics: Option<AnalyticsConfig>,
    /// true: the editor offers "Send for review" instead of Publish: each change goes to a branch
    /// of its own (with a pull request where the host has one) and is live once the owner merges
    /// it. The editor can neither publish it nor switch review off (that change is sent for review
    /// too). Left out: false.
    #[serde(default)]
    #[schemars(with = "bool", extend("default" = false))]
    pub review: Option<Located<bool>>,
    /// Online booking, off unless written: a "Book online" link beside the phone (provider
    /// servicetitan, housecall_pro, jobber or link).
    #[serde(default)]
    pub booking: Option<BookingConfig>,
    /// The old place of the quote form's settings, kept only to say where they moved.
    #[serde(default)]
    #[schemars(skip)]
    pub quote_form: Option<Located<serde::de::IgnoredAny>>,
}

/// What the site's second language says differently (`content/fr/site.yaml`): each part written
/// here replaces the same part of content/site.yaml on the pages of that language, whole; what is
/// left out (the phone, the address, the colours, where leads go) is the same in both languages.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SiteTranslation {
    /// The business's name, short name, tagline and description in this language (each optional).
    #[serde(default)]
    pub brand: Option<BrandWords>,
    /// The label of each entry of site.yaml's hours, in the same order, as this language writes
    /// the days, like [Lun-ven, Sam] (the times are site.yaml's).
    #[serde(default)]
    pub hours: Option<Located<Vec<Located<Words>>>>,
    /// Each figure's label in this language, by its name in site.yaml, like
    /// founded: En affaires depuis (the values are site.yaml's).
    #[serde(default)]
    pub figures: Option<BTreeMap<Slug, Located<Words>>>,
    /// The offer's words in this language: its title, text, button label and terms. Its days,
    /// code and link are site.yaml's offer's (the link leads to this language's page).
    #[serde(default)]
    pub offer: Option<Located<OfferTranslation>>,
    /// The guarantees in this language.
    #[serde(default)]
    pub guarantees: Option<Vec<Guarantee>>,
    /// Financing in this language.
    #[serde(default)]
    pub financing: Option<crate::sections::financing::SiteFinancing>,
    /// The hero's trust points in this language.
    #[serde(default)]
    pub trust: Option<Vec<TrustPoint>>,
    /// The promises in this language.
    #[serde(default)]
    pub promises: Option<Promises>,
    /// The menu at the top of this language's pages, with links to its own pages (/fr/...).
    #[serde(default)]
    pub nav: Option<Vec<Link>>,
    /// The button at the top right of this language's pages.
    #[serde(default)]
    pub header_action: Option<Link>,
    /// The footer of this language's pages.
    #[serde(default)]
    pub footer: Option<Footer>,
}

/// The brand's words in a second language.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BrandWords {
    /// The business's name in this language, when it has one (like Toitures du Havre).
    pub name: Option<Words>,
    /// The shorter name in this language.
    pub short_name: Option<Words>,
    /// The line saying what the business does, in this language.
    pub tagline: Option<Words>,
    /// The few sentences about the business for search engines, in this language.
    pub description: Option<Words>,
}

impl SiteTranslation {
    /// `config` with this translation's parts in place of its own, or where a part does not fit
    /// site.yaml's (a figure it does not have, hours of another length).
    pub fn apply(self, config: &mut SiteConfig) -> Vec<(crate::Pos, String)> {
        let mut problems = Vec::new();
        if let Some(labels) = self.hours {
            if labels.value.len() == config.hours.len() {
                for (h, label) in config.hours.iter_mut().zip(labels.value) {
                    h.label = label.value;
                }
            } else {
                problems.push((
                    labels.pos,
                    format!(
                        "hours gives {} label{} but site.yaml has {} opening hours: write one label for each, in the same order",
                        labels.value.len(),
                        if labels.value.len() == 1 { "" } else { "s" },
                        config.hours.len()
                    ),
                ));
            }
        }
        if let Some(figures) = self.figures {
            let names: Vec<String> = config.figures.keys().map(|k| k.as_str().to_owned()).collect();
            for (name, label) in figures {
                match config.figures.get_mut(&name) {
                    Some(f) => f.label = label.value,
                    None => {
                        let names: Vec<&str> = names.iter().map(String::as_str).collect();
                        let hint = crate::suggest::closest(name.as_str(), &names)
                            .map(|c| format!(", did you mean `{c}`?"))
                            .unwrap_or_default();
                        problems.push((
                            label.pos,
                            format!("site.yaml has no figure named `{name}`{hint} (this file only gives the labels of site.yaml's figures)"),
                        ));
                    }
                }
            }
        }
        if let Some(b) = self.brand {
            let brand = &mut config.brand;
            for (to, from) in [
                (&mut brand.name, b.name),
                (&mut brand.short_name, b.short_name),
                (&mut brand.tagline, b.tagline),
                (&mut brand.description, b.description),
            ] {
                if let Some(from) = from {
                    *to = from;
                }
            }
        }
        macro_rules! replace {
            ($($field:ident),*) => { $(if let Some(v) = self.$field { config.$field = v; })* };
        }
        replace!(guarantees, trust, promises, nav, header_action, footer);
        if let Some(offer) = self.offer {
            let pos = offer.pos;
            match config.offer.as_mut() {
                Some(o) => problems.extend(offer.value.overlay(o)),
                None => match offer.value.whole() {
                    Some(o) => config.offer = Some(o),
                    None => problems.push((
                        pos,
                        "site.yaml has no offer, so this one is this language's alone: write its title, text and \
                         action (label and href), or put the offer in site.yaml and only its words here"
                            .to_owned(),
                    )),
                },
            }
        }
        if self.financing.is_some() {
            config.financing = self.financing;
        }
        problems
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Brand {
    /// The business's full name, like Northside Home Services.
    pub name: Words,
    /// A shorter name for small spaces, like Northside.
    pub short_name: Words,
    /// One line saying what the business does.
    pub tagline: Words,
    /// A few sentences about the business, for search engines.
    pub description: Words,
    /// The picture shown when a page without a hero photo is shared on social media (cropped to
    /// 1200 × 630), like { src: og-card.jpg, alt: ... }. Left out: a card the build draws with
    /// the logo and the name on the brand's colour.
    #[serde(default)]
    pub social_image: Option<Image>,
    /// A photo of the business (the team, the van, a finished job) that search engines may show
    /// with its listing, like { src: team/crew.jpg, alt: ... }. Left out: the home page's hero
    /// photo.
    #[serde(default)]
    pub photo: Option<Image>,
    /// The site's colours: buttons, links, the dark bands. Left out: the built-in theme's blue.
    #[serde(default)]
    pub colors: Option<BrandColors>,
    /// The logo beside the name at the top of every page: an SVG file of the site, like
    /// static/logo.svg, drawn square (also the site's icon in browser tabs unless
    /// static/favicon.svg is there), or a PNG, JPEG or WebP picture in content/images/, like
    /// content/images/logo.png, made small for the header. Left out: the first letter of
    /// short_name on the accent colour.
    #[serde(default)]
    pub logo: Option<Located<String>>,
}

/// The brand's colours, each written in quotes like "#c2410c". The build checks that text on them
/// is readable (WCAG AA contrast) and says which pair is not.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BrandColors {
    /// Buttons, numbered steps and highlights, like "#c2410c". A light colour (a yellow) works
    /// too: its text on white is drawn in a darker shade of it.
    pub primary: Located<crate::Color>,
    /// The text on primary-coloured buttons. Left out: white, or dark text on a light primary.
    #[serde(default)]
    pub on_primary: Option<Located<crate::Color>>,
    /// Links, the phone number and small headings on white, and a button under the pointer.
    /// Left out: primary, or a darker shade of it that can be read on white.
    #[serde(default)]
    pub accent: Option<Located<crate::Color>>,
    /// The dark bands: the footer, dark sections and the phone bar on phones, like "#13263b".
    /// Their text is white. Left out: the built-in dark blue-grey.
    #[serde(default)]
    pub dark: Option<Located<crate::Color>>,
    /// The light background of icons, tags and the header's call row, like "#fff7ed". Left out:
    /// a pale tint of primary.
    #[serde(default)]
    pub light: Option<Located<crate::Color>>,
}

/// The kind of business, for search engines (schema.org's type of the business on every page).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Trade {
    /// Heating systems and gas lines (HVACBusiness).
    Heating,
    /// Heating, ventilation and air conditioning (HVACBusiness).
    Hvac,
    /// Plumbing (Plumber).
    Plumbing,
    /// Roofing (RoofingContractor).
    Roofing,
    /// Electrical work (Electrician).
    Electrical,
    /// Renovation and general contracting (GeneralContractor).
    General,
    /// House painting (HousePainter).
    Painting,
    /// Locks and lockouts (Locksmith).
    Locksmith,
    /// Moving (MovingCompany).
    Moving,
}

impl Trade {
    /// schema.org's type for a business of this trade.
    pub fn schema_org_type(trade: Option<Trade>) -> &'static str {
        match trade {
            Some(Trade::Heating | Trade::Hvac) => "HVACBusiness",
            Some(Trade::Plumbing) => "Plumber",
            Some(Trade::Roofing) => "RoofingContractor",
            Some(Trade::Electrical) => "Electrician",
            Some(Trade::General) => "GeneralContractor",
            Some(Trade::Painting) => "HousePainter",
            Some(Trade::Locksmith) => "Locksmith",
            Some(Trade::Moving) => "MovingCompany",
            None => "HomeAndConstructionBusiness",
        }
    }
}

/// A number that takes text messages, by its name in site.yaml.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TextNumber {
    /// The business phone number (`phone:`).
    Main,
    /// phone_by_source's google_ads number.
    GoogleAds,
    /// phone_by_source's microsoft_ads number.
    MicrosoftAds,
    /// phone_by_source's facebook number.
    Facebook,
}

/// Call-tracking numbers by where the visit came from; each written like `phone`. The first page
/// of the visit decides (islands/lib/phones.ts), in this order.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PhoneBySource {
    /// For visitors from a Google Ads click (the link carried gclid, gbraid or wbraid, or
    /// utm_source=google with utm_medium=cpc).
    #[serde(default)]
    pub google_ads: Option<Phone>,
    /// For visitors from a Microsoft Advertising (Bing) click (msclkid, or utm_source=bing with
    /// utm_medium=cpc).
    #[serde(default)]
    pub microsoft_ads: Option<Phone>,
    /// For visitors from Facebook or Instagram (fbclid, utm_source=facebook or instagram, or a link
    /// on those sites).
    #[serde(default)]
    pub facebook: Option<Phone>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Emails {
    /// The main address, shown in the footer and on the contact page.
    pub general: Email,
    /// The address for quotes and estimates, shown on the contact page.
    pub quotes: Email,
}

/// The person in charge of protecting personal information (Quebec's Law 25).
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PrivacyOfficer {
    /// Their name, as the privacy policy shows it.
    pub name: Words,
    /// Their title in the business, like Owner. Optional.
    #[serde(default)]
    pub title: Option<Words>,
    /// The e-mail address that reaches them. Left out: the main address (email.general).
    #[serde(default)]
    pub email: Option<Email>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Address {
    /// The street address, like 123 Main Street, shown in the footer and given to search
    /// engines. Leave it out until the business publishes one.
    pub street: Option<Words>,
    /// The city, like Lakeview.
    pub locality: Words,
    /// The province's short form, as on an envelope (ON, QC, NS...).
    pub region: Words,
    /// The province's full name, like Nova Scotia.
    pub region_name: Words,
    /// The postal code, like A1B 2C3. Optional.
    pub postal_code: Option<Words>,
    /// The country's short form, like CA.
    pub country: Words,
    /// Where the business is on the map, for search engines, like { latitude: 51.06452,
    /// longitude: -114.06201 } (in Google Maps: right-click the place, click the numbers). Optional.
    #[serde(default)]
    pub geo: Option<Geo>,
}

/// A place on the map in decimal degrees, as Google Maps gives them.
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Geo {
    /// North of the equator is positive, like 51.06452 (five decimals place it within a metre or two).
    pub latitude: Located<f64>,
    /// West of Greenwich is negative, like -114.06201.
    pub longitude: Located<f64>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Hours {
    /// The days as visitors read them, like Mon-Fri.
    pub label: Words,
    /// The days these hours are for, like [monday, tuesday].
    pub days: Vec<Weekday>,
    /// The opening time on the 24-hour clock, in quotes, like "07:00".
    pub opens: Located<String>,
    /// The closing time on the 24-hour clock, in quotes, like "20:00".
    pub closes: Located<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Link {
    /// The words of the link.
    pub label: Words,
    /// Where the link goes, like /contact or https://www.facebook.com/.
    pub href: Href,
}

/// Company figures by a name of the site's choosing (founded, roofs, crew, ...): sections and
/// trust points name the ones they show.
pub type CompanyFigures = BTreeMap<Slug, Figure>;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    /// The figure as shown, like 5,000+ or "2008".
    pub value: Words,
    /// What the figure counts, like Systems installed.
    pub label: Words,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    /// The offer's heading.
    pub title: Words,
    /// The offer's details.
    pub text: Words,
    /// The offer's button. Its link gets `?offer=` and the offer's `code`, so the quote form names
    /// the offer in the request.
    pub action: Link,
    /// A short name for the offer in quote requests, lower case with hyphens, like replacement-500. Left out: offer.
    pub code: Option<Slug>,
    /// The first day the offer is shown, like 2026-12-01: before it, pages leave it out, and the
    /// daily run of the publishing workflow puts it on the site that day. Optional (then it shows
    /// at once).
    #[serde(default)]
    pub starts: Option<Located<crate::Day>>,
    /// The last day the offer is shown, like 2027-01-31. From the next day a build leaves it out
    /// (the daily run removes it from the site that day), and a build in the week before warns.
    /// Optional (then it never ends).
    pub ends: Option<Located<crate::Day>>,
    /// The offer's conditions, shown in small print under it, like Valid on installations booked by January 31. Optional.
    pub terms: Option<Words>,
}

/// The offer in a second language (`content/fr/site.yaml`): its words over site.yaml's offer,
/// which keeps its facts (days, code, link). A fact written here must be site.yaml's own.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OfferTranslation {
    /// The offer's heading in this language.
    pub title: Option<Words>,
    /// The offer's details in this language.
    pub text: Option<Words>,
    /// The button in this language: its label; its link is site.yaml's, to this language's page.
    pub action: Option<ActionTranslation>,
    /// The conditions in this language.
    pub terms: Option<Words>,
    /// site.yaml's code: leave it out (the offer has one code in both languages).
    pub code: Option<Located<Slug>>,
    /// site.yaml's first day: leave it out (the offer runs on the same days in both languages).
    #[serde(default)]
    pub starts: Option<Located<crate::Day>>,
    /// site.yaml's last day: leave it out.
    #[serde(default)]
    pub ends: Option<Located<crate::Day>>,
}

/// A button in a second language: its words, and where it goes only when that is not the page of
/// site.yaml's link in this language.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionTranslation {
    /// The button's words in this language, like Réserver.
    pub label: Option<Words>,
    /// Where it goes, only when that is not the page of site.yaml's link in this language. Left out: that page.
    pub href: Option<Href>,
}

impl OfferTranslation {
    /// `offer` with these words in place; a fact that differs from the offer's, at its line.
    fn overlay(self, offer: &mut Offer) -> Vec<(crate::Pos, String)> {
        let mut problems = Vec::new();
        let differs = |what: &str, here: String, there: Option<String>| {
            format!(
                "the offer's {what} is site.yaml's ({}), the same in both languages: a translation gives the offer's words \
                 only. Delete `{what}: {here}` here (to change the days or the code, change them in site.yaml)",
                there.map_or_else(|| "none there".to_owned(), |t| format!("{what}: {t} there"))
            )
        };
        if let Some(code) = self.code
            && offer.code.as_ref() != Some(&code.value)
        {
            let there = offer.code.as_ref().map(|c| c.as_str().to_owned());
            problems.push((code.pos, differs("code", code.value.as_str().to_owned(), there)));
        }
        for (what, here, there) in [("starts", self.starts, &offer.starts), ("ends", self.ends, &offer.ends)] {
            if let Some(day) = here
                && there.as_ref().map(|d| d.value) != Some(day.value)
            {
                problems
                    .push((day.pos, differs(what, day.value.to_string(), there.as_ref().map(|d| d.value.to_string()))));
            }
        }
        if let Some(v) = self.title {
            offer.title = v;
        }
        if let Some(v) = self.text {
            offer.text = v;
        }
        if let Some(v) = self.terms {
            offer.terms = Some(v);
        }
        if let Some(a) = self.action {
            if let Some(label) = a.label {
                offer.action.label = label;
            }
            if let Some(href) = a.href {
                offer.action.href = href;
            }
        }
        problems
    }

    /// The whole offer, when this language has one site.yaml has not.
    fn whole(self) -> Option<Offer> {
        let action = self.action?;
        Some(Offer {
            title: self.title?,
            text: self.text?,
            action: Link { label: action.label?, href: action.href? },
            code: self.code.map(|c| c.value),
            starts: self.starts,
            ends: self.ends,
            terms: self.terms,
        })
    }
}

impl Offer {
    /// The offer's name in quote requests (`code`, else `offer`).
    pub fn code(&self) -> &str {
        self.code.as_ref().map_or("offer", Slug::as_str)
    }
}

/// One point of the trust row a hero shows with `proof: true`: words, or a company figure of
/// `figures` (so a number is written once).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, try_from = "RawTrustPoint")]
pub struct TrustPoint {
    pub text: Option<Words>,
    pub figure: Option<Located<Slug>>,
}

#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct RawTrustPoint {
    /// The point in a few words, like Licensed and insured. Leave it out when figure names a company figure.
    text: Option<Words>,
    /// A company figure of `figures` by its name, shown as its value and label, like experience (15+ Years of experience).
    figure: Option<Located<Slug>>,
}

impl TryFrom<RawTrustPoint> for TrustPoint {
    type Error = String;
    fn try_from(r: RawTrustPoint) -> Result<Self, String> {
        match (&r.text, &r.figure) {
            (Some(_), Some(_)) => Err("a trust point has both `text` and `figure` (expected one of them)".to_owned()),
            (None, None) => {
                Err("a trust point says nothing (expected `text: Licensed and insured` or `figure: experience`)"
                    .to_owned())
            }
            (_, _) => Ok(TrustPoint { text: r.text, figure: r.figure }),
        }
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Guarantee {
    /// The guarantee's heading.
    pub title: Words,
    /// What the guarantee promises.
    pub text: Words,
}

/// Promises the business makes, each written once so no two pages can disagree.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Promises {
    /// How fast we answer a quote request, like within 2 hours.
    pub quote_response: Words,
    /// How fast someone leaves for an emergency, like within 60 minutes. With availability, it
    /// describes the emergency service: left out (both), the site offers none, and no page shows
    /// an emergency line or the quote form's emergency path.
    #[serde(default)]
    pub emergency_dispatch: Option<Located<Words>>,
    /// When we answer emergencies, like 24/7. Written with emergency_dispatch, or left out with it.
    #[serde(default)]
    pub availability: Option<Located<Words>>,
    /// What repair pages promise about the visit, like same-day service for most calls. Optional.
    #[serde(default)]
    pub same_day_service: Option<Words>,
}

impl Promises {
    /// Neither half of an emergency service is written: the business offers none. (One half
    /// alone is a mistake of its own, reported once at that line.)
    pub fn no_emergency(&self) -> bool {
        self.availability.is_none() && self.emergency_dispatch.is_none()
    }

    /// The emergency service, when site.yaml describes one: (availability, dispatch).
    pub fn emergency(&self) -> Option<(&str, &str)> {
        match (&self.availability, &self.emergency_dispatch) {
            (Some(a), Some(d)) => Some((a.value.as_str(), d.value.as_str())),
            _ => None,
        }
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Timings {
    /// The quote form's pause before it says a request was sent, in thousandths of a second.
    pub submit_delay_ms: u32,
    /// How long the form waits for an answer before offering the phone and a retry, in thousandths of a second.
    pub quote_timeout_ms: u32,
    /// A request sent sooner than this after the form appeared is taken for a robot, in thousandths of a second.
    pub quote_min_fill_ms: u32,
    /// Named speeds for keyword guides, in thousandths of a second, like home: 5000.
    pub keyword_rotation_ms: BTreeMap<String, u32>,
    /// How long each article of a carousel stays, in thousandths of a second.
    pub carousel_ms: u32,
    /// The small pop-up messages: how many at once, how long, how far apart.
    pub toast: ToastTimings,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct ToastTimings {
    /// How many pop-up messages show at once.
    pub limit: u8,
    /// How long a pop-up message stays, in thousandths of a second.
    pub duration_ms: u32,
    /// The space between pop-up messages, in pixels.
    pub gap_px: u8,
}

/// sitegen's timings for a site that writes none: a short pause before "sent" so it reads as
/// sent, 15 s before offering the phone instead, 3 s below which a form is a robot's, a carousel
/// article every 25 s, up to three pop-ups for 4 s each.
impl Default for Timings {
    fn default() -> Timings {
        Timings {
            submit_delay_ms: 1500,
            quote_timeout_ms: 15_000,
            quote_min_fill_ms: 3000,
            keyword_rotation_ms: BTreeMap::new(),
            carousel_ms: 25_000,
            toast: ToastTimings::default(),
        }
    }
}

impl Default for ToastTimings {
    fn default() -> ToastTimings {
        ToastTimings { limit: 3, duration_ms: 4000, gap_px: 14 }
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Footer {
    /// A few sentences about the business.
    pub about: Words,
    /// Links to the city pages.
    pub service_areas: Vec<Link>,
    /// Links to the service pages.
    pub services: Vec<Link>,
    /// The footer's contact button.
    pub contact_action: Link,
    /// The small credit link at the very bottom.
    pub credit: Link,
    /// Links to the privacy policy and terms.
    pub legal: Vec<Link>,
}

/// Where quote requests go (docs/deploy.md, "Quote form providers").
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Leads {
    /// Where requests go: demo (nothing is sent), netlify, formspree (with url) or endpoint (with url).
    #[serde(default, rename = "provider")]
    pub provider_kind: Option<Located<ProviderKind>>,
    /// The address requests are sent to, for formspree and endpoint.
    #[serde(default)]
    pub url: Option<Located<EndpointUrl>>,
    /// How endpoint sends requests: json (left out) or form.
    #[serde(default)]
    pub format: Option<Located<PayloadFormat>>,
}

/// Online booking (docs/deploy.md, "Online booking").
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BookingConfig {
    /// Which booking system: servicetitan (Scheduling Pro), housecall_pro, jobber, or link (any
    /// other booking page).
    pub provider: Located<BookingProvider>,
    /// housecall_pro, jobber and link: the address of your online booking page. servicetitan
    /// (optional): a page to open for visitors without JavaScript (left out: the quote form).
    #[serde(default)]
    pub url: Option<Located<String>>,
    /// servicetitan: data-api-key of the scheduler's install code.
    #[serde(default)]
    pub api_key: Option<Located<String>>,
    /// servicetitan: data-schedulerid of the scheduler's install code, like sched_qpfsy4voj5ugkkqw.
    #[serde(default)]
    pub scheduler_id: Option<Located<String>>,
}

/// Visitor statistics (docs/deploy.md, "Analytics").
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AnalyticsConfig {
    /// Which service counts visits: plausible (no cookies) or ga4 (Google Analytics 4).
    pub provider: Located<AnalyticsProvider>,
    /// For plausible: the site's name in Plausible, like www.example.ca (left out: the host of base_url).
    #[serde(default)]
    pub domain: Option<Located<String>>,
    /// For ga4: the measurement ID of the site's data stream, like G-ABC123XYZ.
    #[serde(default)]
    pub measurement_id: Option<Located<String>>,
}
