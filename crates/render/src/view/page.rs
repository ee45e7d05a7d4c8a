//! `page`: one page as its template sees it.

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use sitegen_content::model::{Page, Settings, Site};
use sitegen_content::{Route, Urls, raw};

use super::SectionView;
use super::sections::Ctx;
use crate::RenderError;
use crate::islands::props::{Island, Link, MenuProps};
use crate::photos::SocialImage;
use crate::structured::Business;
use sitegen_content::model::Section;
use sitegen_content::wording::Language;

#[derive(Debug, Serialize)]
pub struct PageView<'a> {
    pub route: &'a str,
    pub title: &'a str,
    pub description: &'a str,
    /// Kept out of search results: the page asked for it, or it is the not-found page.
    pub noindex: bool,
    /// Absolute URL search engines should index this page as (the home page for the not-found page,
    /// which is served at any path).
    /// None on the not-found page.
    pub canonical: Option<String>,
    pub theme: &'static str,
    /// The main menu island, marking this page when it is in the menu.
    pub menu: String,
    pub breadcrumbs: Vec<Crumb>,
    pub sections: Vec<SectionView<'a>>,
    /// JSON-LD documents, finished: JSON escaped for a `<script>` block.
    pub structured_data: Vec<minijinja::Value>,
    /// The picture social networks show for this page: its hero photo, else the site's
    /// (`brand.social_image`, else the card the build draws from the logo).
    pub social_image: SocialImage,
    /// Where the phones' bottom bar's "Free quote" goes: this page's own quote form when it has
    /// one, else the form of the page `header_action` leads to (`/quote/#quote-form`).
    pub quote_link: String,
    /// On a site in two languages, the page in each language (this one too) when it has a
    /// translation: `hreflang` links in the head and the header's language switch. Empty otherwise.
    pub alternates: Vec<Alternate>,
    /// The first language's not-found page on a host that serves one `404.html` for every
    /// address (GitHub Pages, S3, generic): the other language's not-found page inside it, shown
    /// instead at that language's addresses.
    pub language_pick: Option<LanguagePick>,
}

/// The other language's not-found page, carried by the first language's (`templates/base.html`,
/// `templates/language-pick.js`).
#[derive(Debug, Serialize)]
pub struct LanguagePick {
    /// Where that language's addresses start: `/fr/`.
    pub prefix: String,
    /// `fr-CA`.
    pub lang: &'static str,
    pub title: String,
    /// The inside of its `<body>`, finished.
    pub body: String,
}

/// One language's version of a page.
#[derive(Debug, Serialize)]
pub struct Alternate {
    /// `fr-CA`.
    pub lang: &'static str,
    /// The language in itself, in its own words (`page.language_name`): Français.
    pub name: String,
    /// Its address on the site, in the host's URL form (`/fr/soumission`).
    pub href: String,
    /// Its absolute address, for search engines.
    pub url: String,
    /// Whether it is this page.
    pub current: bool,
    /// Whether it is in the site's first language (search engines' `x-default`).
    pub first: bool,
}

/// The page and its translation, the site's first language first. A not-found page is shown at
/// addresses that are no page: its language link leads to the other language's home.
fn alternates(site: &Site, page: &Page, urls: Urls) -> Vec<Alternate> {
    let base = site.settings.base_url.as_str().trim_end_matches('/');
    let alternate = |language: Language, route: &str, current: bool| {
        let href = urls.page(route).into_owned();
        Alternate {
            lang: language.tag(),
            name: site.settings_for(language).wording.page.language_name.clone(),
            url: format!("{base}{href}"),
            href,
            current,
            first: language == site.settings.language,
        }
    };
    if page.route.is_not_found() {
        let languages = site.languages();
        if languages.len() < 2 {
            return Vec::new();
        }
        return languages
            .into_iter()
            .map(|l| match l == page.language {
                true => alternate(l, page.route.as_str(), true),
                false if l == site.settings.language => alternate(l, "/", false),
                false => alternate(l, &format!("/{}", l.folder()), false),
            })
            .collect();
    }
    let Some(other) = &page.translation else { return Vec::new() };
    let Ok(i) = site.pages.binary_search_by(|p| p.route.cmp(other)) else { return Vec::new() };
    let mut out: Vec<Alternate> = [page, &site.pages[i]]
        .into_iter()
        .map(|p| alternate(p.language, p.route.as_str(), p.route == page.route))
        .collect();
    out.sort_by_key(|a| !a.first);
    out
}

#[derive(Debug, Serialize)]
pub struct Crumb {
    pub label: String,
    pub href: String,
}

/// What placing a page's islands and planning its photos needs: the menu, the sections and the
/// social picture. The render pass builds the rest of the page's view around it.
pub(crate) struct Placed<'a> {
    menu: String,
    sections: Vec<SectionView<'a>>,
    social_image: SocialImage,
}

/// What a page's sections tell about the page as a whole, gathered in one pass over their
/// outlines.
#[derive(Default)]
struct Facts<'a> {
    /// A hero shows a photo.
    hero_photo: bool,
    /// The first section's photo for social networks.
    social_photo: Option<&'a raw::Image>,
    /// The anchor of the page's quote form.
    form_anchor: Option<&'a str>,
}

impl<'a> Facts<'a> {
    fn of(page: &'a Page) -> Facts<'a> {
        let mut f = Facts::default();
        for s in &page.sections {
            let p = s.outline();
            f.hero_photo |= matches!(s, Section::Hero(_)) && !p.photos.is_empty();
            f.social_photo = f.social_photo.or(p.social_photo);
            f.form_anchor = f.form_anchor.or(p.form_anchor);
        }
        f
    }
}

/// What the pages of a build share, worked out once: route names for breadcrumbs, the business's
/// JSON-LD and where "Free quote" leads from pages without a form of their own, in each language.
pub(crate) struct Shared<'s> {
    pub titles: RouteTitles<'s>,
    pub business: Business,
    quote_links: Vec<(Language, String)>,
}

impl<'s> Shared<'s> {
    pub(crate) fn new(site: &'s Site, photos: &crate::Photos) -> Shared<'s> {
        Shared {
            titles: RouteTitles::new(site),
            business: Business::new(site, photos),
            quote_links: site
                .languages()
                .into_iter()
                .map(|l| (l, header_form_link(site, site.settings_for(l))))
                .collect(),
        }
    }
}

impl Shared<'_> {
    /// Where "Free quote" leads from a page of `language` without a form of its own.
    pub(crate) fn quote_page(&self, language: Language) -> &str {
        self.quote_links.iter().find(|(l, _)| *l == language).map_or("", |(_, q)| q.as_str())
    }
}

impl<'a> Placed<'a> {
    pub(crate) fn new(ctx: &Ctx<'a>, page: &'a Page) -> Result<Placed<'a>, RenderError> {
        let settings = ctx.settings;
        let urls = ctx.urls();
        let route = page.route.as_str();
        // `current` only marks a menu link, so pages that are not in the menu all share one render.
        let current = if settings.nav.iter().any(|l| l.href.as_str() == route) { urls.page(route) } else { "".into() };
        let links = settings.nav.iter().map(|l| Link { label: &l.label, href: urls.link(l.href.as_str()) }).collect();
        let menu = ctx.place(&Island::Menu(MenuProps {
            links,
            text: &settings.wording.menu,
            current,
            call: &settings.wording.page.call,
            phone: crate::view::site::phone(settings),
            quote: Link {
                label: &settings.wording.page.call_bar_quote,
                href: urls.link(settings.header_action.href.as_str()),
            },
        }))?;
        let facts = Facts::of(page);
        ctx.form_anchor.set(facts.form_anchor);
        // The photos of the first screen load at once when they are its largest paint: the
        // hero's, or else those of the section right under a hero without one (city cards).
        let first_screen = if facts.hero_photo {
            None
        } else {
            let after_hero = usize::from(matches!(page.sections.first(), Some(Section::Hero(_))));
            Some(after_hero)
        };
        let sections = page
            .sections
            .iter()
            .enumerate()
            .map(|(i, s)| {
                ctx.first_screen.set(first_screen == Some(i));
                SectionView::new(ctx, s)
            })
            .collect::<Result<_, _>>();
        ctx.first_screen.set(false);
        let sections = sections?;
        let social_image = match facts.social_photo.or(settings.brand.social_image.as_ref()) {
            Some(photo) => ctx.social(photo)?,
            None => crate::brand::social_card(ctx.site, settings),
        };
        Ok(Placed { menu, sections, social_image })
    }
}

impl<'a> PageView<'a> {
    pub(crate) fn new(ctx: &Ctx<'a>, page: &'a Page, shared: &Shared) -> Result<PageView<'a>, RenderError> {
        let Placed { menu, sections, social_image } = Placed::new(ctx, page)?;
        let settings = ctx.settings;
        let base = settings.base_url.as_str();
        let not_found = page.route.is_not_found();
        let urls = ctx.urls();
        let route = page.route.as_str();
        // The not-found page is shown at every missing address: it names no address as its own.
        let canonical = (!not_found).then(|| format!("{base}{}", urls.page(route)));
        let crumbs = breadcrumbs(page, &shared.titles, urls);
        let structured_data = crate::structured::structured_data(ctx.site, &shared.business, page, &crumbs);
        let quote_link = ctx.quote_link().into_owned();
        Ok(PageView {
            route,
            title: &page.title,
            description: &page.description,
            noindex: page.noindex || not_found,
            canonical,
            theme: match page.theme {
                raw::Theme::Default => "default",
                raw::Theme::Emergency => "emergency",
            },
            menu,
            breadcrumbs: crumbs,
            sections,
            structured_data,
            social_image,
            quote_link,
            alternates: alternates(ctx.site, page, urls),
            language_pick: None,
        })
    }
}

/// The anchor of a page's quote form, when it has one.
fn form_anchor(page: &Page) -> Option<&str> {
    page.sections.iter().find_map(|s| s.outline().form_anchor)
}

/// Where `header_action` leads, to its page's quote form when that page has one
/// (`/quote/#quote-form`). Pages are sorted by route, so the form's page is a binary search.
fn header_form_link(site: &Site, settings: &Settings) -> String {
    let action = &settings.header_action.href;
    let link = settings.host.urls().link(action.as_str());
    let target = action
        .internal_path()
        .filter(|_| !action.as_str().contains('#'))
        .and_then(|path| site.pages.binary_search_by(|p| p.route.as_str().cmp(path)).ok())
        .and_then(|i| form_anchor(&site.pages[i]));
    match target {
        Some(id) => format!("{link}#{id}"),
        None => link.into_owned(),
    }
}

/// The short name of each page's route (`/calgary` -> `Calgary`), for breadcrumbs. Named when a
/// breadcrumb asks, not for every page up front: the preview makes a renderer for each update, and
/// a large site has tens of thousands of routes.
pub struct RouteTitles<'s> {
    /// The home page's name in the site's language.
    home: &'s str,
    /// A second language's home (`/fr`) and its name there.
    homes: Vec<(String, &'s str)>,
    pages: HashSet<&'s str>,
    cities: HashMap<&'s str, &'s str>,
    /// French pages' names from their titles: a French address drops its accents
    /// (`/non-envoyee`) and French does not capitalise every word, so the slug cannot say it.
    titled: HashMap<&'s str, &'s str>,
}

impl<'s> RouteTitles<'s> {
    pub fn new(site: &'s Site) -> RouteTitles<'s> {
        RouteTitles {
            home: &site.settings.wording.page.home,
            homes: site
                .translations
                .iter()
                .map(|t| (format!("/{}", t.settings.language.folder()), t.settings.wording.page.home.as_str()))
                .collect(),
            pages: site.pages.iter().map(|p| p.route.as_str()).collect(),
            cities: site.data.cities.iter().map(|c| (c.slug.as_str(), c.name.as_str())).collect(),
            titled: site
                .pages
                .iter()
                .filter(|p| p.language == sitegen_content::wording::Language::FrCa)
                .map(|p| (p.route.as_str(), p.title.split(" | ").next().unwrap_or(&p.title).trim()))
                .filter(|(_, t)| !t.is_empty())
                .collect(),
        }
    }

    /// The short name of `route`, if a page is there.
    fn get(&self, route: &Route) -> Option<String> {
        let route = route.as_str();
        self.pages.contains(route).then(|| self.short_name(route))
    }

    fn short_name(&self, route: &str) -> String {
        if route == "/" {
            return self.home.to_owned();
        }
        if let Some((_, home)) = self.homes.iter().find(|(r, _)| r == route) {
            return (*home).to_owned();
        }
        let last = route.rsplit('/').next().unwrap_or(route);
        if let Some(city) = self.cities.get(last) {
            return (*city).to_owned();
        }
        if let Some(title) = self.titled.get(route) {
            return (*title).to_owned();
        }
        slug_in_words(last)
    }
}

/// A route's last part in words, as a title (`furnace-repair` -> `Furnace Repair`), for pages
/// that are not a city's: small joining words stay small, `hvac` is written as people write it.
fn slug_in_words(slug: &str) -> String {
    slug.split('-')
        .enumerate()
        .map(|(i, w)| match w {
            "hvac" => "HVAC".to_owned(),
            "and" | "of" | "or" | "vs" if i > 0 => w.to_owned(),
            _ => {
                let mut c = w.chars();
                c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Home, then each ancestor that is a page, then the page itself; empty for top-level pages.
fn breadcrumbs(page: &Page, titles: &RouteTitles, urls: Urls) -> Vec<Crumb> {
    let mut ancestors = page.route.ancestors();
    // A second language's pages start from its home (`/fr`), not the first language's.
    let home = match titles.homes.iter().find(|(r, _)| ancestors.first().is_some_and(|a| a.as_str() == r)) {
        Some((r, _)) => {
            ancestors.remove(0);
            r.clone()
        }
        None => "/".to_owned(),
    };
    if ancestors.is_empty() || page.route.is_not_found() {
        return Vec::new();
    }
    let mut crumbs = vec![Crumb { label: titles.short_name(&home), href: urls.page(&home).into_owned() }];
    for a in ancestors {
        if let Some(label) = titles.get(&a) {
            crumbs.push(Crumb { label, href: urls.page(a.as_str()).into_owned() });
        }
    }
    let label = titles.get(&page.route).unwrap_or_default();
    crumbs.push(Crumb { label, href: urls.page(page.route.as_str()).into_owned() });
    crumbs
}

#[cfg(test)]
mod tests {
    use super::slug_in_words;

    #[test]
    fn a_route_in_words() {
        assert_eq!(slug_in_words("furnace-repair"), "Furnace Repair");
        assert_eq!(slug_in_words("heat-pump-vs-furnace"), "Heat Pump vs Furnace");
        assert_eq!(slug_in_words("heating-and-cooling"), "Heating and Cooling");
        assert_eq!(slug_in_words("hvac-services"), "HVAC Services");
        assert_eq!(slug_in_words("and-more"), "And More");
        assert_eq!(slug_in_words("quote"), "Quote");
    }
}
