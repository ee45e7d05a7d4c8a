//! Photos on pages: the places pages show them ([`Slot`]s, whose numbers follow `styles/`) and the
//! registry that plans each photo's picture in each place and remembers every file the pages need.
//!
//! Views ask [`Photos::picture`] for a photo in a slot; the answer is the `<picture>`'s candidates,
//! named before anything is encoded. After the views of every page are built (islands placement
//! builds them all), [`Photos::used`] lists what to encode and publish.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

use serde::Serialize;
use sitegen_content::raw;
use sitegen_images::{Original, Picture, Slot, SlotKind};

// The slots. `max_width` is the widest the photo is ever shown in CSS pixels (the files go to
// twice that for sharp screens), `sizes` its width at each window width. Both follow the CSS:
// `.container` is at most 72rem (1152px) with 1.25rem (20px) on each side, grids have 1.25rem gaps.
// tests/e2e/photos.test.mjs checks `sizes` against the width the layout really gives, page by page.

/// `sizes` of every hero photo: beside the heading from 960px (the grid's `1.2fr 1fr`, 2rem gap),
/// across the container above the heading below 960px (styles/site.css, "Hero").
const HERO_SIZES: &str = "(min-width: 1152px) 491px, (min-width: 960px) calc((100vw - 72px) / 2.2), calc(100vw - 40px)";

/// Where the hero's wide crop ([`HERO_WIDE`]) gives way to the desktop crop ([`HERO`]): the
/// `media` of the desktop `<source>`s, the same width as the CSS's two-column hero.
pub const HERO_DESKTOP_MEDIA: &str = "(min-width: 960px)";

/// The screens below [`HERO_DESKTOP_MEDIA`]: where a wide-only hero photo is neither shown nor fetched.
pub const HERO_NARROW_MEDIA: &str = "(max-width: 959.98px)";

/// The hero's photo on wide screens: beside the heading, 4:3 (art-directed: phones get
/// [`HERO_WIDE`], a wider crop of the same photo above the heading).
pub const HERO: Slot =
    Slot { name: "the hero", max_width: 491, aspect: Some((4, 3)), sizes: HERO_SIZES, kind: SlotKind::Responsive };

/// The hero's photo below 960px: a 16:9 band across the container above the heading, so on a phone
/// the photo and the heading share the first screen.
pub const HERO_WIDE: Slot = Slot {
    name: "the hero (wide)",
    max_width: 920,
    aspect: Some((16, 9)),
    sizes: HERO_SIZES,
    kind: SlotKind::Responsive,
};

/// The hero's photo when the hero also has a box beside its heading (the home page): 16:9 at every
/// width, above the box in the narrower `1.5fr 1fr` column from 960px.
pub const HERO_WITH_ASIDE: Slot = Slot {
    name: "the hero (with a box)",
    max_width: 920,
    aspect: Some((16, 9)),
    sizes: "(min-width: 1152px) 432px, (min-width: 960px) calc((100vw - 72px) / 2.5), calc(100vw - 40px)",
    kind: SlotKind::Responsive,
};

/// A photo across the top of a card of `.photo-grid.cols-3` (city cards, case studies): one column
/// below 588px, two to 872px, three above; the card's 1px border on each side is not photo.
pub const CARD: Slot = Slot {
    name: "a card",
    max_width: 547,
    aspect: Some((16, 9)),
    sizes: "(min-width: 1152px) 355px, (min-width: 872px) calc((100vw - 86px) / 3), (min-width: 588px) \
            calc((100vw - 64px) / 2), calc(100vw - 42px)",
    kind: SlotKind::Responsive,
};

/// A gallery photo: the whole column of the same grid. Same widest width as [`CARD`], so the two
/// share their files.
pub const GALLERY: Slot = Slot {
    name: "a gallery",
    max_width: 547,
    aspect: Some((16, 9)),
    sizes: "(min-width: 1152px) 357px, (min-width: 872px) calc((100vw - 80px) / 3), (min-width: 588px) \
            calc((100vw - 60px) / 2), calc(100vw - 40px)",
    kind: SlotKind::Responsive,
};

/// A city's photo in the city search (`.city-search__grid`: one column, two from 540px, three from
/// 1000px, inside a card with a 1px border).
pub const CITY_SEARCH: Slot = Slot {
    name: "a city search card",
    max_width: 499,
    aspect: Some((16, 9)),
    sizes: "(min-width: 1152px) 355px, (min-width: 1000px) calc((100vw - 86px) / 3), (min-width: 540px) \
            calc((100vw - 64px) / 2), calc(100vw - 42px)",
    kind: SlotKind::Responsive,
};

/// The picture social networks show for a shared page (`og:image`): 1200 × 630.
/// The logo picture in the header: the mark's 36 px square (styles/site.css `.brand-mark`).
pub const LOGO: Slot =
    Slot { name: "the logo", max_width: 36, aspect: Some((1, 1)), sizes: "36px", kind: SlotKind::Responsive };

pub const SOCIAL: Slot =
    Slot { name: "social card", max_width: 1200, aspect: Some((1200, 630)), sizes: "", kind: SlotKind::Social };

/// The originals the pipeline read, and every picture the views asked for.
#[derive(Debug, Default)]
pub struct Photos {
    originals: HashMap<String, Original>,
    used: Mutex<BTreeMap<(String, &'static str), Picture>>,
}

impl Photos {
    pub fn new(originals: impl IntoIterator<Item = Original>) -> Photos {
        Photos { originals: originals.into_iter().map(|o| (o.rel.clone(), o)).collect(), used: Mutex::default() }
    }

    /// The original of `rel`, if the pipeline read it.
    pub fn original(&self, rel: &str) -> Option<&Original> {
        self.originals.get(rel)
    }

    /// The name content gives the original at `path`.
    pub fn rel_of(&self, path: &std::path::Path) -> Option<&str> {
        self.originals.values().find(|o| o.path == path).map(|o| o.rel.as_str())
    }

    /// The picture of `rel` in `slot`, remembered for encoding; None when the photo was not read.
    pub fn picture(&self, rel: &str, slot: &Slot) -> Option<Picture> {
        let original = self.originals.get(rel)?;
        let key = (rel.to_owned(), slot.name);
        let mut used = self.used.lock().unwrap_or_else(|e| e.into_inner());
        Some(used.entry(key).or_insert_with(|| sitegen_images::plan(original, slot)).clone())
    }

    /// Every picture asked for so far: (photo, slot name) and its plan.
    pub fn used(&self) -> Vec<((String, &'static str), Picture)> {
        let used = self.used.lock().unwrap_or_else(|e| e.into_inner());
        used.iter().map(|(k, v)| (k.clone(), v.clone())).collect()
    }
}

/// A `<source>` of a `<picture>`.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct PictureSource {
    #[serde(rename = "type")]
    #[ts(rename = "type")]
    pub mime: &'static str,
    pub srcset: String,
}

/// A photo as templates and islands print it: `<picture>`, its `<source>`s, and an `<img>` with
/// its real shape (`width`/`height`), `sizes`, and whether it loads first (`lead`: the page's
/// largest photo above the fold, fetched eagerly at high priority) or lazily.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct PictureView {
    pub sources: Vec<PictureSource>,
    pub src: String,
    pub srcset: String,
    pub sizes: &'static str,
    pub width: u32,
    pub height: u32,
    pub alt: String,
    pub lead: bool,
}

impl PictureView {
    pub(crate) fn new(picture: Picture, image: &raw::Image, lead: bool) -> PictureView {
        PictureView {
            sources: picture.sources.into_iter().map(|s| PictureSource { mime: s.mime, srcset: s.srcset }).collect(),
            src: picture.src,
            srcset: picture.fallback.srcset,
            sizes: picture.sizes,
            width: picture.width,
            height: picture.height,
            alt: image.alt_text().to_owned(),
            lead,
        }
    }
}

/// A hero's photo: the picture every width can show (`image`, its `<img>` and the phone's sources)
/// and, when the desktop gets another crop, its sources for [`HERO_DESKTOP_MEDIA`] (`desktop`).
#[derive(Debug, Clone, Serialize)]
pub struct HeroPicture {
    pub image: PictureView,
    pub desktop: Option<PictureView>,
    pub media: &'static str,
    /// Screens that show no photo (a hero whose box and photo are wide-only): they get an empty
    /// source, so the browser fetches nothing there.
    pub none_on: Option<&'static str>,
}

/// A page's social card: the absolute URL of its 1200 × 630 picture.
#[derive(Debug, Serialize)]
pub struct SocialImage {
    pub url: String,
    pub width: u32,
    pub height: u32,
    pub alt: String,
    pub mime: &'static str,
}
