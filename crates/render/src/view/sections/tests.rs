//! Each section type's view, built from a small model: what its template will read.
//!
//! The site around the sections (settings, data, the host's URL form) is the generator's own test
//! site, `tests/sites/good`; the sections themselves are written here, in YAML as an editor writes
//! them (the model of a section that resolves nothing is its written form) or built from the
//! site's data.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::de::DeserializeOwned;
use sitegen_content::model::Site;
use sitegen_content::sections::*;
use sitegen_content::{Located, Pos, Slug, Words, raw};
use sitegen_images::{Format, Original};

use super::{Ctx, SectionView, ToView};
use crate::islands::IslandRegistry;
use crate::photos::Photos;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/sites/good/content")
}

fn site() -> Site {
    let (loaded, diags) = sitegen_content::load_all(&root());
    assert!(diags.is_empty(), "{diags:?}");
    sitegen_content::resolve(loaded.expect("the test site loads")).expect("the test site resolves")
}

/// Every photo of the test site, as if the pipeline had read it: 1600 × 1000 JPEGs.
fn photos() -> Photos {
    let rels = ["og-card.jpg", "cities/calgary.jpg", "jobs/furnace-install.jpg", "team/van.jpg"];
    Photos::new(rels.map(|rel| Original {
        rel: rel.to_owned(),
        path: root().join("images").join(rel),
        hash: "0123456789abcdef".repeat(4),
        format: Format::Jpeg,
        width: 1600,
        height: 1000,
        bytes: 1000,
        alpha: false,
    }))
}

/// The site, photos and islands a view is built with.
struct World {
    site: Site,
    photos: Photos,
    registry: IslandRegistry,
}

impl World {
    fn new() -> World {
        World { site: site(), photos: photos(), registry: IslandRegistry::default() }
    }

    fn ctx(&self) -> Ctx<'_> {
        Ctx {
            site: &self.site,
            settings: &self.site.settings,
            data: &self.site.data,
            route: "/test",
            registry: &self.registry,
            rendered: None,
            photos: &self.photos,
            first_screen: std::cell::Cell::new(false),
            quote_page: "/quote/#quote-form",
            form_anchor: std::cell::Cell::new(None),
        }
    }

    /// The view of `model`, built in this world.
    fn view<'a, T: ToView>(&'a self, model: &'a T) -> T::View<'a> {
        model.view(&self.ctx()).expect("the view builds")
    }

    fn link(&self, path: &str) -> String {
        self.site.settings.host.urls().link(path).into_owned()
    }
}

fn yaml<T: DeserializeOwned>(text: &str) -> T {
    sitegen_content::parse_yaml(text).unwrap_or_else(|(pos, e)| panic!("{pos:?}: {e}\n{text}"))
}

/// A fresh world and a section's model written in YAML.
fn given<T: DeserializeOwned>(text: &str) -> (World, T) {
    (World::new(), yaml(text))
}

fn words(s: &str) -> Words {
    Words::parse(s).unwrap()
}

fn slug(s: &str) -> Option<Located<Slug>> {
    Some(Located::new(Slug::parse(s).unwrap(), Pos::default()))
}

#[test]
fn hero_has_its_texts_buttons_aside_and_lead_photo() {
    let (w, hero): (World, hero::Hero) = given(
        "eyebrow: 24/7\ntitle: Warm homes\nlead: Fast help.\nactions:\n  - { label: Quote, href: /quote }\n  - { label: Call, call: true, style: secondary }\nbadges: [Licensed]\nimage: { src: team/van.jpg, alt: Our van }\n",
    );
    let v = w.view(&hero);
    assert_eq!((v.eyebrow, v.title, v.lead), (Some("24/7"), "Warm homes", Some("Fast help.")));
    assert_eq!(v.actions.len(), 2);
    assert_eq!(v.actions[0].href.as_deref(), Some(w.link("/quote").as_str()));
    assert!(v.actions[1].call && v.actions[1].style == "secondary");
    assert_eq!(v.badges[0].as_str(), "Licensed");
    assert!(v.aside.is_none());
    let image = v.image.expect("the hero's photo");
    assert!(image.image.lead, "the hero's photo is the page's lead photo");
    assert!(image.desktop.as_ref().is_some_and(|d| d.lead), "both crops load first");
    assert!(v.proof.is_none(), "no proof row unless asked for");

    let boxed: hero::Hero =
        yaml("title: T\naside: { title: Why us, items: [Fast], action: { label: Go, href: /go } }\n");
    let aside = boxed.view(&w.ctx()).unwrap().aside.expect("the box");
    assert_eq!((aside.title, aside.items.len()), ("Why us", 1));
    assert_eq!(aside.action.unwrap().href.as_deref(), Some(w.link("/go").as_str()));
}

#[test]
fn cards_name_their_icons_and_link_in_the_hosts_form() {
    let (w, cards): (World, cards::Cards) = given(
        "id: services\nitems:\n  - { title: Repair, description: Fixed., icon: wrench, href: /furnace-repair, bullets: [Fast] }\n  - { title: Plain, description: No link. }\ntone: muted\n",
    );
    let v = w.view(&cards);
    assert_eq!((v.cards.heading.id, v.cards.heading.title), (Some("services"), None));
    let [repair, plain] = &v.cards.items[..] else { panic!("two cards") };
    assert_eq!((repair.icon, repair.href.as_deref()), (Some("wrench"), Some(w.link("/furnace-repair").as_str())));
    assert_eq!(repair.bullets.len(), 1);
    assert_eq!((plain.icon, plain.href.as_deref(), plain.link_text), (None, None, None));
    assert!(v.action.is_none());
    assert_eq!(v.tone, "muted");
}

#[test]
fn steps_start_where_the_page_says() {
    let (w, steps): (World, steps::Steps) =
        given("title: How\nstart: 4\nitems:\n  - { title: Call, description: We answer. }\n");
    let v = w.view(&steps);
    assert_eq!((v.heading.title, v.start), (Some("How"), 4));
    assert_eq!((v.items[0].title, v.items[0].description), ("Call", "We answer."));
    let from_one: steps::Steps = yaml("title: How\nitems: [{ title: A, description: B }]\n");
    assert_eq!(from_one.view(&w.ctx()).unwrap().start, 1);
}

#[test]
fn faq_keeps_its_questions_in_order() {
    let (w, faq): (World, faq::Faq) =
        given("id: faq\ntitle: FAQ\nitems:\n  - { question: Q1?, answer: A1. }\n  - { question: Q2?, answer: A2. }\n");
    let v = w.view(&faq);
    assert_eq!((v.heading.id, v.heading.title, v.heading.intro), (Some("faq"), Some("FAQ"), None));
    let questions: Vec<_> = v.items.iter().map(|q| (q.question, q.answer)).collect();
    assert_eq!(questions, [("Q1?", "A1."), ("Q2?", "A2.")]);
}

#[test]
fn case_studies_show_their_photo_in_the_card_slot() {
    let (w, cases): (World, case_studies::CaseStudies) = given(
        "title: Jobs\nitems:\n  - { title: Install, location: Calgary, challenge: Cold., solution: New furnace., results: Warm., image: { src: jobs/furnace-install.jpg, alt: A furnace } }\n  - { title: Tune, location: Airdrie, challenge: Noise., solution: Fixed., results: Quiet. }\n",
    );
    let v = w.view(&cases);
    let [install, tune] = &v.items[..] else { panic!("two case studies") };
    assert_eq!((install.title, install.location, install.results), ("Install", "Calgary", "Warm."));
    assert!(install.image.as_ref().is_some_and(|i| !i.lead));
    assert!(tune.image.is_none());
}

#[test]
fn options_and_repair_types_carry_their_lists() {
    let (w, options): (World, options::Options) = given(
        "title: Boilers\nintro: Pick one.\nitems:\n  - { title: Combi, description: Small., features: [Compact, Efficient] }\n",
    );
    let v = w.view(&options);
    assert_eq!(v.heading.intro, Some("Pick one."));
    assert_eq!((v.items[0].text.title, v.items[0].features.len()), ("Combi", 2));

    let repairs: repair_types::RepairTypes =
        yaml("title: Repairs\nitems:\n  - { title: Ignition, description: No spark., symptoms: [Clicking] }\n");
    let v = w.view(&repairs);
    assert_eq!((v.items[0].text.description, v.items[0].symptoms[0].as_str()), ("No spark.", "Clicking"));
}

#[test]
fn plans_show_the_named_plans_with_their_buttons_and_note() {
    let (w, plan): (World, raw::Plan) = given(
        "name: Basic Plan\nprice: $149\nperiod: per year\npopular: true\nfeatures: [One visit]\naction: { label: Choose, href: /quote }\n",
    );
    let plans = plans::Plans {
        id: slug("plans"),
        title: words("Plans"),
        intro: None,
        items: vec![Arc::new(plan)],
        note: Some(yaml("{ label: Commercial, href: /commercial }")),
    };
    let v = w.view(&plans);
    let p = &v.plans.items[0];
    assert_eq!((p.name, p.price, p.period, p.visits, p.popular), ("Basic Plan", "$149", Some("per year"), None, true));
    assert_eq!(p.action.href.as_deref(), Some(w.link("/quote").as_str()));
    assert_eq!(v.note.unwrap().label, "Commercial");
}

#[test]
fn checklist_groups_keep_their_items() {
    let (w, list): (World, checklist::Checklist) =
        given("title: Check\ngroups:\n  - { title: Before winter, items: [Filter, Vents] }\n");
    let v = w.view(&list);
    assert_eq!((v.groups[0].title, v.groups[0].items.len()), ("Before winter", 2));
}

#[test]
fn areas_show_the_named_list() {
    let w = World::new();
    let list = w.site.data.areas["calgary-neighbourhoods"].clone();
    let areas = areas::Areas { id: None, title: words("Areas"), intro: Some(words("Near you.")), areas: list };
    let v = w.view(&areas);
    assert_eq!((v.heading.title, v.heading.intro), (Some("Areas"), Some("Near you.")));
    assert_eq!(v.areas, ["Beltline", "Mission"]);
}

#[test]
fn testimonials_carry_quote_author_and_stars() {
    let w = World::new();
    let items = w.site.data.testimonials.clone();
    let first = items[0].clone();
    let t = testimonials::Testimonials { id: None, title: words("Reviews"), intro: None, items, action: None };
    let v = w.view(&t);
    let shown = &v.testimonials.items[0];
    assert_eq!(
        (shown.quote, shown.author, shown.rating),
        (first.quote.as_str(), first.author.as_str(), first.rating.get())
    );
    assert!(v.action.is_none());
}

#[test]
fn cta_and_banner_carry_their_sentence_and_buttons() {
    let (w, cta): (World, cta::Cta) =
        given("title: Ready?\ntext: Call today.\nactions: [{ label: Call, call: true }]\ntone: dark\n");
    let v = w.view(&cta);
    assert_eq!((v.heading.title, v.pitch.text, v.tone), (Some("Ready?"), Some("Call today."), "dark"));
    assert!(v.pitch.actions[0].call);

    let banner: banner::Banner = yaml("title: No heat?\nactions: [{ label: Call, call: true }]\n");
    let v = w.view(&banner);
    assert_eq!((v.title, v.pitch.text, v.style), ("No heat?", None, "emergency"));
}

#[test]
fn quote_form_places_its_island_under_its_heading() {
    let w = World::new();
    let form = quote_form::QuoteForm {
        id: Located::new(Slug::parse("quote").unwrap(), Pos::default()),
        title: words("Get a quote"),
        intro: "We answer fast.".into(),
        property_type: quote_form::PropertyType::Commercial,
        city: None,
        service_type: None,
        urgent: false,
    };
    let v = w.view(&form);
    assert_eq!(
        (v.heading.id, v.heading.title, v.heading.intro),
        (Some("quote"), Some("Get a quote"), Some("We answer fast."))
    );
    assert!(v.island.contains("QuoteForm"), "{}", v.island);
    assert_eq!(w.registry.instances().len(), 1);
}

#[test]
fn keyword_guide_and_carousel_place_their_islands() {
    let (w, guide): (World, raw::KeywordGuideData) = given(
        "title: Guide\ncategories:\n  - title: Heat\n    sets:\n      - [{ text: Furnace, href: /furnace-repair }]\n      - [{ text: Boiler, href: /boiler-repair, new: true }]\n",
    );
    let k = keyword_guide::KeywordGuide { id: slug("guide"), guide: Arc::new(guide), interval_ms: 1000 };
    let v = w.view(&k);
    assert_eq!((v.heading.id, v.heading.title), (Some("guide"), None));
    assert!(v.island.contains("KeywordGuide"), "{}", v.island);

    let items: Vec<raw::Resource> =
        yaml("- { title: Tips, description: Read., href: /blog/tips, link_text: Read more }\n");
    let c = carousel::Carousel { id: None, title: words("Reading"), items: Arc::new(items), interval_ms: 2000 };
    let v = w.view(&c);
    assert_eq!(v.heading.title, Some("Reading"));
    assert!(v.island.contains("Carousel"), "{}", v.island);
}

#[test]
fn text_has_paragraphs_bullets_and_an_optional_heading() {
    let (w, text): (World, text::Text) =
        given("paragraphs: [One., Two.]\nbullets: [A]\naction: { label: More, href: /more }\n");
    let v = w.view(&text);
    assert_eq!((v.heading.title, v.paragraphs.len(), v.bullets.len(), v.tone), (None, 2, 1, "plain"));
    assert_eq!(v.action.unwrap().href.as_deref(), Some(w.link("/more").as_str()));
}

#[test]
fn links_are_in_the_hosts_url_form() {
    let (w, links): (World, links::Links) =
        given("title: Related\nitems: [{ text: Repair, href: /calgary/furnace-repair }]\n");
    let v = w.view(&links);
    assert_eq!((v.items[0].text, v.items[0].href.as_ref()), ("Repair", w.link("/calgary/furnace-repair").as_str()));
}

#[test]
fn city_search_and_city_cards_show_every_city() {
    let w = World::new();
    let cities = w.site.data.cities.clone();
    let count = cities.len();
    let cards = city_cards::CityCards {
        id: None,
        title: words("Cities"),
        intro: None,
        link: words("Plumbing in"),
        cities: cities.clone(),
    };
    let v = w.view(&cards);
    assert_eq!(v.link, "Plumbing in");
    assert_eq!(v.cities.len(), count);
    assert_eq!(v.cities[0].name, cities[0].name.as_str());
    assert_eq!(v.cities[0].href.as_ref(), w.link(cities[0].href.as_str()).as_str());
    assert!(v.cities.iter().all(|c| !c.image.lead), "further down a page, every card's photo waits");
    // Right under a hero without a photo, the first row's photos are the largest paint: at once.
    let ctx = w.ctx();
    ctx.first_screen.set(true);
    let first = cards.view(&ctx).unwrap();
    let leads: Vec<bool> = first.cities.iter().map(|c| c.image.lead).collect();
    assert_eq!(leads, (0..count).map(|i| i < 3).collect::<Vec<_>>());

    let search: city_search::CitySearch = city_search::CitySearch {
        id: slug("cities"),
        title: words("Find your city"),
        intro: None,
        label: words("City"),
        placeholder: words("Type"),
        empty: words("None"),
        hint: words("More soon"),
        tags: false,
        cities,
        places: sitegen_content::model::served_places(&w.site.settings, &w.site.data),
    };
    let v = w.view(&search);
    assert_eq!((v.heading.id, v.heading.title), (Some("cities"), Some("Find your city")));
    assert!(v.island.contains("CitySearch"), "{}", v.island);
}

#[test]
fn city_search_finds_the_places_the_content_names_and_offers_a_call_and_the_quote_form() {
    let w = World::new();
    let search = city_search::CitySearch {
        id: None,
        title: words("Find your city"),
        intro: None,
        label: words("City"),
        placeholder: words("Type"),
        empty: words("None"),
        hint: words("More soon"),
        tags: true,
        cities: w.site.data.cities.clone(),
        places: sitegen_content::model::served_places(&w.site.settings, &w.site.data),
    };
    let ctx = w.ctx();
    let island = search.view(&ctx).unwrap().island;
    let json = island.split("<script type=\"application/json\">").nth(1).and_then(|r| r.split("</script>").next());
    let props: serde_json::Value = serde_json::from_str(json.expect("the props")).unwrap();
    let places: Vec<(&str, Vec<&str>)> = props["places"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let cities = p["cities"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
            (p["name"].as_str().unwrap(), cities)
        })
        .collect();
    // Calgary's `areas:` make its neighbourhoods show its card; the quote form's other towns are
    // places without a page; Calgary is its card, and the form's catch-all (Other) is no place.
    assert_eq!(
        places,
        [
            ("Airdrie", vec![]),
            ("Beltline", vec!["calgary"]),
            ("Edmonton", vec![]),
            ("Fort McMurray", vec![]),
            ("Grande Prairie", vec![]),
            ("Lethbridge", vec![]),
            ("Medicine Hat", vec![]),
            ("Mission", vec!["calgary"]),
            ("Red Deer", vec![]),
            ("Spruce Grove", vec![]),
        ]
    );
    assert_eq!(props["tags"], true, "the cards show their tags when the section asks");
    assert_eq!(props["phone"]["href"], w.site.settings.phone.href().as_str());
    assert_eq!(props["quote"], "/quote/#quote-form", "where Free quote leads from a page without a form");
    // On a page with its own form, to that form.
    ctx.form_anchor.set(Some("estimate"));
    let island = search.view(&ctx).unwrap().island;
    assert!(island.contains(r##""quote":"#estimate""##), "{island}");
}

#[test]
fn figures_guarantees_offer_and_contact_info_read_the_site() {
    let w = World::new();
    let figures = figures::Figures {
        id: None,
        title: words("Numbers"),
        items: vec![raw::Figure { value: words("2008"), label: words("Founded") }],
    };
    let v = w.view(&figures);
    assert_eq!((v.items[0].value, v.items[0].label), ("2008", "Founded"));

    let g: guarantees::Guarantees = yaml("id: promise\ntitle: Our word\n");
    let v = w.view(&g);
    assert_eq!((v.id, v.title, v.intro), (Some("promise"), Some("Our word"), None));

    let o: offer::OfferSection = yaml("id: deal\n");
    let v = w.view(&o);
    assert_eq!((v.id, v.title), (Some("deal"), None));

    let list = w.site.data.areas["calgary-neighbourhoods"].clone();
    let c = contact_info::ContactInfo { id: None, title: words("Contact"), area_lists: vec![list] };
    let v = w.view(&c);
    assert_eq!(v.area_lists, [&["Beltline".to_owned(), "Mission".to_owned()][..]]);
}

#[test]
fn not_found_gallery_and_privacy_details() {
    let (w, nf): (World, not_found::NotFound) = given("code: \"404\"\ntitle: Lost\naction: { label: Home, href: / }\n");
    let v = w.view(&nf);
    assert_eq!((v.code, v.title, v.action.label), ("404", "Lost", "Home"));
    assert!(v.island.contains("NotFound"), "{}", v.island);

    let g: gallery::Gallery =
        yaml("title: Team\nitems:\n  - { image: { src: team/van.jpg, alt: Van }, caption: Our van }\n");
    let v = w.view(&g);
    assert_eq!(v.items[0].caption, Some("Our van"));
    assert!(!v.items[0].image.lead);

    let p: privacy_details::PrivacyDetails = yaml("id: facts\n");
    let v = w.view(&p);
    assert_eq!(v.id, Some("facts"));
}

#[test]
fn a_section_view_is_tagged_with_its_template_name() {
    let (w, faq): (World, faq::Faq) = given("title: FAQ\nitems: [{ question: Q?, answer: A. }]\n");
    let section = sitegen_content::model::Section::Faq(faq);
    let view = SectionView::new(&w.ctx(), &section).unwrap();
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["type"], "faq");
    assert_eq!(json["title"], "FAQ", "the heading is flattened into the view: {json}");
    assert_eq!(json["items"][0]["question"], "Q?");
}

#[test]
fn financing_shows_the_figure_and_apply_button_only_when_site_yaml_writes_them() {
    let mut w = World::new();
    let band: financing::Financing = yaml("id: financing\ntitle: Financing\n");
    w.site.settings.financing = None;
    let v = w.view(&band);
    assert_eq!((v.heading.title, v.text, v.from_monthly, v.terms), (Some("Financing"), None, None, None));
    assert!(v.apply.is_none(), "no financing in site.yaml: the template shows nothing");

    w.site.settings.financing = Some(yaml("text: Pay monthly.\n"));
    let v = w.view(&band);
    assert_eq!((v.text, v.from_monthly, v.terms), (Some("Pay monthly."), None, None));
    assert!(v.apply.is_none());

    w.site.settings.financing = Some(yaml(
        "text: Pay monthly.\nfrom_monthly: $89\nterms: 120 months, on approved credit\napply: { label: Apply, href: /contact }\n",
    ));
    let v = w.view(&band);
    assert_eq!((v.from_monthly, v.terms), (Some("$89"), Some("120 months, on approved credit")));
    let apply = v.apply.expect("the apply button");
    assert_eq!((apply.label, apply.href.as_ref()), ("Apply", w.link("/contact").as_str()));
}
