//! `s` in `templates/sections/<type>.html`: one view per section type, tagged with `type` (which is
//! also the template's name). Sections with interactive parts carry their placed island.

use serde::Serialize;
use sitegen_content::model::{self, Section, Site};
use std::borrow::Cow;

use sitegen_content::{Slug, Urls, Words, raw};

use super::{ActionView, actions, tone};
use crate::RenderError;
use crate::islands::props::{self, Island};
use crate::islands::{IslandRegistry, place};
use crate::photos::{self, HeroPicture, Photos, PictureView, SocialImage};
use sitegen_images::Slot;

/// What building a view needs besides the model: where islands are recorded.
pub(crate) struct Ctx<'a> {
    pub site: &'a Site,
    pub route: &'a str,
    pub registry: &'a IslandRegistry,
    pub photos: &'a Photos,
}

impl Ctx<'_> {
    /// The URL form of the host the site is built for.
    pub fn urls(&self) -> Urls {
        self.site.settings.host.urls()
    }

    /// Places an island: its wrapper markup, with a placeholder for the server-rendered HTML.
    pub fn place(&self, island: &Island<'_>) -> Result<String, RenderError> {
        place(self.registry, island)
            .map_err(|e| RenderError::Props { route: self.route.to_owned(), message: e.to_string() })
    }

    /// A photo in a slot: its `<picture>` candidates (planned, encoded later by the pipeline).
    /// `lead` marks the page's largest photo above the fold.
    pub fn picture(&self, image: &raw::Image, slot: &Slot, lead: bool) -> Result<PictureView, RenderError> {
        self.photos
            .picture(&image.src.value, slot)
            .map(|p| PictureView::new(p, image, lead))
            .ok_or_else(|| self.unread(image))
    }

    /// A hero's photo, loaded first: beside a box (the home page) one 16:9 crop at every width;
    /// otherwise art-directed, 16:9 above the heading on narrow screens and 4:3 beside it on wide ones.
    pub fn hero_picture(&self, image: &raw::Image, with_aside: bool) -> Result<HeroPicture, RenderError> {
        if with_aside {
            let image = self.picture(image, &photos::HERO_WITH_ASIDE, true)?;
            return Ok(HeroPicture { image, desktop: None, media: photos::HERO_DESKTOP_MEDIA });
        }
        Ok(HeroPicture {
            image: self.picture(image, &photos::HERO_WIDE, true)?,
            desktop: Some(self.picture(image, &photos::HERO, true)?),
            media: photos::HERO_DESKTOP_MEDIA,
        })
    }

    /// The absolute URL of a photo's social card.
    pub fn social(&self, image: &raw::Image) -> Result<SocialImage, RenderError> {
        let p = self.photos.picture(&image.src.value, &photos::SOCIAL).ok_or_else(|| self.unread(image))?;
        Ok(SocialImage {
            url: format!("{}{}", self.site.settings.base_url.as_str(), p.src),
            width: p.width,
            height: p.height,
            alt: image.alt_text().to_owned(),
            mime: p.fallback.mime,
        })
    }

    fn unread(&self, image: &raw::Image) -> RenderError {
        RenderError::Props {
            route: self.route.to_owned(),
            message: format!("photo `{}` was not read before rendering", image.src.value),
        }
    }
}

type Id<'a> = Option<&'a str>;

fn id(id: &Option<Slug>) -> Id<'_> {
    id.as_ref().map(Slug::as_str)
}

fn text(s: &Option<Words>) -> Option<&str> {
    s.as_deref()
}

#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SectionView<'a> {
    // Boxed: with its photo's two crops it is the largest section view, and there is one per page.
    Hero(Box<Hero<'a>>),
    Cards(Cards<'a>),
    Steps(Steps<'a>),
    Faq(Faq<'a>),
    CaseStudies(Titled<'a, CaseStudy<'a>>),
    Options(Titled<'a, OptionItem<'a>>),
    RepairTypes(Titled<'a, RepairType<'a>>),
    Plans(Plans<'a>),
    Checklist(Checklist<'a>),
    Areas(Areas<'a>),
    Testimonials(Testimonials<'a>),
    Cta(Cta<'a>),
    Banner(Banner<'a>),
    QuoteForm(WithIsland<'a>),
    KeywordGuide(WithIsland<'a>),
    Carousel(WithIsland<'a>),
    Text(Text<'a>),
    Links(Links<'a>),
    CitySearch(WithIsland<'a>),
    CityCards(CityCards<'a>),
    Figures(Figures<'a>),
    Guarantees(Heading<'a>),
    Offer(Heading<'a>),
    ContactInfo(ContactInfo<'a>),
    NotFound(NotFound<'a>),
    Gallery(Gallery<'a>),
    // Boxed: it is larger than every other section view, and there is one per site.
    PrivacyDetails(Box<super::privacy::PrivacyDetails<'a>>),
}

/// The anchor, title and intro most sections share.
#[derive(Debug, Serialize)]
pub struct Heading<'a> {
    pub id: Id<'a>,
    pub title: Option<&'a str>,
    pub intro: Option<&'a str>,
}

/// A section whose body is an island (its heading, if any, comes from the template).
#[derive(Debug, Serialize)]
pub struct WithIsland<'a> {
    pub id: Id<'a>,
    pub title: Option<&'a str>,
    pub intro: Option<&'a str>,
    pub island: String,
}

/// A titled list of items (case studies, options, repair types).
#[derive(Debug, Serialize)]
pub struct Titled<'a, T> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub items: Vec<T>,
}

#[derive(Debug, Serialize)]
pub struct Hero<'a> {
    pub eyebrow: Option<&'a str>,
    pub title: &'a str,
    pub lead: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub badges: &'a [Words],
    pub aside: Option<HeroAside<'a>>,
    pub image: Option<HeroPicture>,
    /// The rating and trust points beside the first call to action (`proof: true`).
    pub proof: Option<super::proof::Proof<'a>>,
}

#[derive(Debug, Serialize)]
pub struct HeroAside<'a> {
    pub title: &'a str,
    pub items: &'a [Words],
    pub action: Option<ActionView<'a>>,
    pub wide_only: bool,
}

#[derive(Debug, Serialize)]
pub struct Cards<'a> {
    pub id: Id<'a>,
    pub title: Option<&'a str>,
    pub intro: Option<&'a str>,
    pub items: Vec<Card<'a>>,
    pub action: Option<ActionView<'a>>,
    pub tone: &'static str,
}

#[derive(Debug, Serialize)]
pub struct Card<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub icon: Option<&'static str>,
    pub href: Option<Cow<'a, str>>,
    pub link_text: Option<&'a str>,
    pub bullets: &'a [Words],
}

#[derive(Debug, Serialize)]
pub struct Steps<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub start: u32,
    pub items: Vec<TitleText<'a>>,
}

#[derive(Debug, Serialize)]
pub struct TitleText<'a> {
    pub title: &'a str,
    pub description: &'a str,
}

#[derive(Debug, Serialize)]
pub struct Faq<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub items: Vec<Question<'a>>,
}

#[derive(Debug, Serialize)]
pub struct Question<'a> {
    pub question: &'a str,
    pub answer: &'a str,
}

#[derive(Debug, Serialize)]
pub struct CaseStudy<'a> {
    pub title: &'a str,
    pub location: &'a str,
    pub challenge: &'a str,
    pub solution: &'a str,
    pub results: &'a str,
    pub image: Option<PictureView>,
}

#[derive(Debug, Serialize)]
pub struct OptionItem<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub features: &'a [Words],
}

#[derive(Debug, Serialize)]
pub struct RepairType<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub symptoms: &'a [Words],
}

#[derive(Debug, Serialize)]
pub struct Plans<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub items: Vec<Plan<'a>>,
    pub note: Option<ActionView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct Plan<'a> {
    pub name: &'a str,
    pub price: &'a str,
    pub period: Option<&'a str>,
    pub visits: Option<&'a str>,
    pub popular: bool,
    pub features: &'a [Words],
    pub action: ActionView<'a>,
}

#[derive(Debug, Serialize)]
pub struct Checklist<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub groups: Vec<ChecklistGroup<'a>>,
}

#[derive(Debug, Serialize)]
pub struct ChecklistGroup<'a> {
    pub title: &'a str,
    pub items: &'a [Words],
}

#[derive(Debug, Serialize)]
pub struct Areas<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub areas: &'a [String],
}

#[derive(Debug, Serialize)]
pub struct Testimonials<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub items: Vec<Testimonial<'a>>,
    pub action: Option<ActionView<'a>>,
}

#[derive(Debug, Serialize)]
pub struct Testimonial<'a> {
    pub quote: &'a str,
    pub author: &'a str,
    pub location: &'a str,
    pub rating: u8,
}

#[derive(Debug, Serialize)]
pub struct Cta<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub text: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub tone: &'static str,
}

#[derive(Debug, Serialize)]
pub struct Banner<'a> {
    pub title: &'a str,
    pub text: Option<&'a str>,
    pub actions: Vec<ActionView<'a>>,
    pub style: &'static str,
}

#[derive(Debug, Serialize)]
pub struct Text<'a> {
    pub id: Id<'a>,
    pub title: Option<&'a str>,
    pub paragraphs: &'a [Words],
    pub bullets: &'a [Words],
    pub action: Option<ActionView<'a>>,
    pub tone: &'static str,
}

#[derive(Debug, Serialize)]
pub struct Links<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub items: Vec<LinkItem<'a>>,
}

#[derive(Debug, Serialize)]
pub struct LinkItem<'a> {
    pub text: &'a str,
    pub href: Cow<'a, str>,
}

#[derive(Debug, Serialize)]
pub struct CityCards<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub cities: Vec<CityCard<'a>>,
}

#[derive(Debug, Serialize)]
pub struct CityCard<'a> {
    pub name: &'a str,
    pub href: Cow<'a, str>,
    pub blurb: &'a str,
    pub image: PictureView,
    pub tags: &'a [String],
}

#[derive(Debug, Serialize)]
pub struct Figures<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub items: Vec<Figure<'a>>,
}

#[derive(Debug, Serialize)]
pub struct Figure<'a> {
    pub value: &'a str,
    pub label: &'a str,
}

#[derive(Debug, Serialize)]
pub struct ContactInfo<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    /// Each named area list, its areas in order.
    pub area_lists: Vec<&'a [String]>,
}

#[derive(Debug, Serialize)]
pub struct NotFound<'a> {
    pub code: &'a str,
    pub title: &'a str,
    pub action: ActionView<'a>,
    pub island: String,
}

#[derive(Debug, Serialize)]
pub struct Gallery<'a> {
    pub id: Id<'a>,
    pub title: &'a str,
    pub intro: Option<&'a str>,
    pub items: Vec<Picture<'a>>,
}

#[derive(Debug, Serialize)]
pub struct Picture<'a> {
    pub image: PictureView,
    pub caption: Option<&'a str>,
}

impl<'a> SectionView<'a> {
    pub(crate) fn new(ctx: &Ctx<'a>, section: &'a Section) -> Result<SectionView<'a>, RenderError> {
        let urls = ctx.urls();
        let action = |a: &'a raw::Action| ActionView::new(a, urls);
        Ok(match section {
            Section::Hero(h) => SectionView::Hero(Box::new(Hero {
                eyebrow: text(&h.eyebrow),
                title: &h.title,
                lead: text(&h.lead),
                actions: actions(&h.actions, urls),
                badges: &h.badges,
                aside: h.aside.as_ref().map(|a| HeroAside {
                    title: &a.title,
                    items: &a.items,
                    action: a.action.as_ref().map(action),
                    wide_only: a.wide_only,
                }),
                // The hero is the first section: its photo is the page's largest above the fold.
                image: h.image.as_ref().map(|i| ctx.hero_picture(i, h.aside.is_some())).transpose()?,
                proof: h.proof.then(|| super::proof::Proof::new(ctx.site)),
            })),
            Section::Cards(c) => SectionView::Cards(Cards {
                id: id(&c.id),
                title: text(&c.title),
                intro: text(&c.intro),
                items: c
                    .items
                    .iter()
                    .map(|i| Card {
                        title: &i.title,
                        description: &i.description,
                        icon: i.icon.map(raw::Icon::name),
                        href: i.href.as_ref().map(|h| urls.link(h.as_str())),
                        link_text: text(&i.link_text),
                        bullets: &i.bullets,
                    })
                    .collect(),
                action: c.action.as_ref().map(action),
                tone: tone(c.tone),
            }),
            Section::Steps(s) => SectionView::Steps(Steps {
                id: id(&s.id),
                title: &s.title,
                intro: text(&s.intro),
                start: s.start,
                items: s.items.iter().map(|i| TitleText { title: &i.title, description: &i.description }).collect(),
            }),
            Section::Faq(f) => SectionView::Faq(Faq {
                id: id(&f.id),
                title: &f.title,
                items: f.items.iter().map(|q| Question { question: &q.question, answer: &q.answer }).collect(),
            }),
            Section::CaseStudies(c) => SectionView::CaseStudies(Titled {
                id: id(&c.id),
                title: &c.title,
                intro: None,
                items: c
                    .items
                    .iter()
                    .map(|i| {
                        Ok(CaseStudy {
                            title: &i.title,
                            location: &i.location,
                            challenge: &i.challenge,
                            solution: &i.solution,
                            results: &i.results,
                            image: i.image.as_ref().map(|img| ctx.picture(img, &photos::CARD, false)).transpose()?,
                        })
                    })
                    .collect::<Result<_, RenderError>>()?,
            }),
            Section::Options(o) => SectionView::Options(Titled {
                id: id(&o.id),
                title: &o.title,
                intro: text(&o.intro),
                items: o
                    .items
                    .iter()
                    .map(|i| OptionItem { title: &i.title, description: &i.description, features: &i.features })
                    .collect(),
            }),
            Section::RepairTypes(r) => SectionView::RepairTypes(Titled {
                id: id(&r.id),
                title: &r.title,
                intro: text(&r.intro),
                items: r
                    .items
                    .iter()
                    .map(|i| RepairType { title: &i.title, description: &i.description, symptoms: &i.symptoms })
                    .collect(),
            }),
            Section::Plans(p) => SectionView::Plans(Plans {
                id: id(&p.id),
                title: &p.title,
                intro: text(&p.intro),
                items: p
                    .items
                    .iter()
                    .map(|i| Plan {
                        name: &i.name,
                        price: i.price.as_str(),
                        period: text(&i.period),
                        visits: text(&i.visits),
                        popular: i.popular,
                        features: &i.features,
                        action: action(&i.action),
                    })
                    .collect(),
                note: p.note.as_ref().map(action),
            }),
            Section::Checklist(c) => SectionView::Checklist(Checklist {
                id: id(&c.id),
                title: &c.title,
                intro: text(&c.intro),
                groups: c.groups.iter().map(|g| ChecklistGroup { title: &g.title, items: &g.items }).collect(),
            }),
            Section::Areas(a) => {
                SectionView::Areas(Areas { id: id(&a.id), title: &a.title, intro: text(&a.intro), areas: &a.areas })
            }
            Section::Testimonials(t) => SectionView::Testimonials(Testimonials {
                id: id(&t.id),
                title: &t.title,
                intro: text(&t.intro),
                items: t
                    .items
                    .iter()
                    .map(|t| Testimonial {
                        quote: &t.quote,
                        author: &t.author,
                        location: &t.location,
                        rating: t.rating.get(),
                    })
                    .collect(),
                action: t.action.as_ref().map(action),
            }),
            Section::Cta(c) => SectionView::Cta(Cta {
                id: id(&c.id),
                title: &c.title,
                text: text(&c.text),
                actions: actions(&c.actions, urls),
                tone: tone(c.tone),
            }),
            Section::Banner(b) => SectionView::Banner(Banner {
                title: &b.title,
                text: text(&b.text),
                actions: actions(&b.actions, urls),
                style: match b.style {
                    raw::BannerStyle::Emergency => "emergency",
                    raw::BannerStyle::Warning => "warning",
                    raw::BannerStyle::Brand => "brand",
                },
            }),
            Section::QuoteForm(q) => SectionView::QuoteForm(WithIsland {
                id: Some(q.id.as_str()),
                title: Some(&q.title),
                intro: Some(&q.intro),
                island: ctx.place(&Island::QuoteForm(Box::new(quote_form_props(ctx, q))))?,
            }),
            Section::KeywordGuide(k) => SectionView::KeywordGuide(WithIsland {
                id: id(&k.id),
                title: None,
                intro: None,
                island: ctx.place(&Island::KeywordGuide(props::KeywordGuideProps {
                    title: &k.guide.title,
                    intro: text(&k.guide.intro),
                    interval_ms: k.interval_ms,
                    categories: k
                        .guide
                        .categories
                        .iter()
                        .map(|c| props::KeywordCategory {
                            title: &c.title,
                            sets: [keyword_set(&c.sets[0], urls), keyword_set(&c.sets[1], urls)],
                        })
                        .collect(),
                }))?,
            }),
            Section::Carousel(c) => SectionView::Carousel(WithIsland {
                id: id(&c.id),
                title: Some(&c.title),
                intro: None,
                island: ctx.place(&Island::Carousel(props::CarouselProps {
                    title: &c.title,
                    interval_ms: c.interval_ms,
                    items: c
                        .items
                        .iter()
                        .map(|r| props::CarouselItem {
                            title: &r.title,
                            description: &r.description,
                            href: urls.link(r.href.as_str()),
                            link_text: &r.link_text,
                        })
                        .collect(),
                }))?,
            }),
            Section::Text(t) => SectionView::Text(Text {
                id: id(&t.id),
                title: text(&t.title),
                paragraphs: &t.paragraphs,
                bullets: &t.bullets,
                action: t.action.as_ref().map(action),
                tone: tone(t.tone),
            }),
            Section::Links(l) => SectionView::Links(Links {
                id: id(&l.id),
                title: &l.title,
                items: l.items.iter().map(|i| LinkItem { text: &i.text, href: urls.link(i.href.as_str()) }).collect(),
            }),
            Section::CitySearch(c) => SectionView::CitySearch(WithIsland {
                id: id(&c.id),
                title: Some(&c.title),
                intro: text(&c.intro),
                island: ctx.place(&Island::CitySearch(props::CitySearchProps {
                    label: &c.label,
                    placeholder: &c.placeholder,
                    empty: &c.empty,
                    hint: &c.hint,
                    cities: c
                        .cities
                        .iter()
                        .map(|city| {
                            Ok(props::City {
                                slug: city.slug.as_str(),
                                name: &city.name,
                                href: urls.link(city.href.as_str()),
                                blurb: &city.blurb,
                                image: ctx.picture(&city.image, &photos::CITY_SEARCH, false)?,
                                tags: &city.tags,
                            })
                        })
                        .collect::<Result<_, RenderError>>()?,
                }))?,
            }),
            Section::CityCards(c) => SectionView::CityCards(CityCards {
                id: id(&c.id),
                title: &c.title,
                intro: text(&c.intro),
                cities: c
                    .cities
                    .iter()
                    .map(|city| {
                        Ok(CityCard {
                            name: &city.name,
                            href: urls.link(city.href.as_str()),
                            blurb: &city.blurb,
                            image: ctx.picture(&city.image, &photos::CARD, false)?,
                            tags: &city.tags,
                        })
                    })
                    .collect::<Result<_, RenderError>>()?,
            }),
            Section::Figures(f) => SectionView::Figures(Figures {
                id: id(&f.id),
                title: &f.title,
                items: f.items.iter().map(|i| Figure { value: &i.value, label: &i.label }).collect(),
            }),
            Section::Guarantees(g) => {
                SectionView::Guarantees(Heading { id: id(&g.id), title: Some(&g.title), intro: text(&g.intro) })
            }
            Section::Offer(o) => SectionView::Offer(Heading { id: id(&o.id), title: None, intro: None }),
            Section::ContactInfo(c) => SectionView::ContactInfo(ContactInfo {
                id: id(&c.id),
                title: &c.title,
                area_lists: c.area_lists.iter().map(|l| l.as_slice()).collect(),
            }),
            Section::NotFound(n) => SectionView::NotFound(NotFound {
                code: &n.code,
                title: &n.title,
                action: action(&n.action),
                island: ctx.place(&Island::NotFound(props::NotFoundProps {}))?,
            }),
            Section::PrivacyDetails(p) => SectionView::PrivacyDetails(Box::new(super::privacy::PrivacyDetails::new(
                &ctx.site.settings,
                id(&p.id),
            ))),
            Section::Gallery(g) => SectionView::Gallery(Gallery {
                id: id(&g.id),
                title: &g.title,
                intro: text(&g.intro),
                items: g
                    .items
                    .iter()
                    .map(|p| {
                        Ok(Picture {
                            image: ctx.picture(&p.image, &photos::GALLERY, false)?,
                            caption: text(&p.caption),
                        })
                    })
                    .collect::<Result<_, RenderError>>()?,
            }),
        })
    }
}

fn keyword_set(items: &[raw::KeywordItem], urls: Urls) -> Vec<props::KeywordItem<'_>> {
    items
        .iter()
        .map(|i| props::KeywordItem { text: &i.text, href: urls.link(i.href.as_str()), is_new: i.new })
        .collect()
}

fn quote_form_props<'a>(ctx: &Ctx<'a>, q: &'a model::QuoteForm) -> props::QuoteFormProps<'a> {
    let s = &ctx.site.settings;
    let form = &s.quote_form;
    let choice = |c: &'a raw::CityChoice| props::Choice { label: &c.label, value: &c.value };
    props::QuoteFormProps {
        heading: &q.title,
        intro: &q.intro,
        labels: props::FieldLabels {
            name: &form.labels.name,
            email: &form.labels.email,
            phone: &form.labels.phone,
            city: &form.labels.city,
            service_type: &form.labels.service_type,
            property_type: &form.labels.property_type,
            message: &form.labels.message,
        },
        submit_label: &form.submit_label,
        submit_delay_ms: s.timings.submit_delay_ms,
        phone: super::site::phone(s),
        cities: form.cities.iter().map(choice).collect(),
        services: form.services.iter().map(|c| props::Choice { label: &c.label, value: &c.value }).collect(),
        property_types: vec![
            props::Choice { label: "Residential", value: "residential" },
            props::Choice { label: "Commercial", value: "commercial" },
        ],
        default_property_type: match q.property_type {
            raw::PropertyType::Residential => "residential",
            raw::PropertyType::Commercial => "commercial",
        },
        city: q.city.as_deref(),
        service_type: q.service_type.as_deref(),
        presets: form
            .presets
            .iter()
            .map(|(slug, p)| (slug.as_str(), props::QuotePreset { service_type: &p.service_type, label: &p.label }))
            .collect(),
        destination: super::site::destination(s, ctx.urls()),
        page: ctx.urls().page(ctx.route),
        thanks_url: format!("{}{}", s.base_url.as_str(), ctx.urls().link(form.thanks_page.as_str())),
        toast: props::ToastSettings {
            title: &form.toast.title,
            description: &form.toast.description,
            limit: s.timings.toast.limit,
            duration_ms: s.timings.toast.duration_ms,
            gap_px: s.timings.toast.gap_px,
        },
        timeout_ms: s.timings.quote_timeout_ms,
        min_fill_ms: s.timings.quote_min_fill_ms,
        urgent: props::UrgentPath {
            availability: &s.promises.availability,
            dispatch: &s.promises.emergency_dispatch,
            open: q.urgent,
        },
        offer: (!s.offer_ended).then(|| props::QuoteOffer { code: s.offer.code(), title: &s.offer.title }),
    }
}
