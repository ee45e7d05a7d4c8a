//! Which files a picture needs in a place, named before any is encoded.

use std::path::PathBuf;

use crate::probe::{Format, Original};
use crate::{OUTPUT_DIR, PIPELINE_VERSION};

/// Widths offered to the browser, in pixels, up to a slot's widest need. Steps of about 1.3×, so
/// the browser never downloads much more than the screen shows.
pub const LADDER: &[u32] = &[320, 480, 640, 800, 960, 1280, 1600, 1920, 2560];

/// Screens up to this many device pixels per CSS pixel get sharp pictures; denser ones get the
/// 2× file (the difference is not visible on a phone at arm's length, the bytes are).
pub const DENSITY: u32 = 2;

/// What a place does with its picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlotKind {
    /// On a page: AVIF and WebP candidates plus a fallback, chosen by `sizes`.
    Responsive,
    /// A social card (`og:image`): one JPEG or PNG file of exactly `max_width`, which every
    /// network can read.
    Social,
}

/// A place where pages show a picture: how wide it can get, which shape it is cropped to, and the
/// `sizes` attribute that tells the browser its width before the CSS is applied. The numbers
/// follow `styles/`, and the browser tests check that `sizes` matches the width the layout gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub name: &'static str,
    /// The widest it is ever shown, in CSS pixels.
    pub max_width: u32,
    /// The shape it is cropped to around the centre (width, height), or None for its own.
    pub aspect: Option<(u32, u32)>,
    pub sizes: &'static str,
    pub kind: SlotKind,
}

/// The part of the (oriented) original a picture shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Crop {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OutFormat {
    Avif,
    WebP,
    Jpeg,
    Png,
}

impl OutFormat {
    pub fn ext(self) -> &'static str {
        match self {
            OutFormat::Avif => "avif",
            OutFormat::WebP => "webp",
            OutFormat::Jpeg => "jpg",
            OutFormat::Png => "png",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            OutFormat::Avif => "image/avif",
            OutFormat::WebP => "image/webp",
            OutFormat::Jpeg => "image/jpeg",
            OutFormat::Png => "image/png",
        }
    }

    /// Encoder quality (0-100; PNG is lossless). Part of every name: changing one renames the files.
    pub fn quality(self) -> u8 {
        match self {
            // ravif's scale: 60 looks like JPEG 80 at about half its bytes.
            OutFormat::Avif => 60,
            OutFormat::WebP => 75,
            OutFormat::Jpeg => 80,
            OutFormat::Png => 100,
        }
    }

    fn fallback_for(format: Format) -> OutFormat {
        match format {
            Format::Jpeg => OutFormat::Jpeg,
            Format::Png => OutFormat::Png,
            Format::WebP => OutFormat::WebP,
        }
    }
}

/// One file to make: a crop of an original, scaled to `width`, in `format`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    /// The file name in the output's and the cache's image folder.
    pub file: String,
    pub original: PathBuf,
    pub original_hash: String,
    pub crop: Crop,
    pub width: u32,
    pub height: u32,
    pub format: OutFormat,
    pub alpha: bool,
}

impl Variant {
    pub fn url(&self) -> String {
        format!("/{OUTPUT_DIR}/{}", self.file)
    }
}

/// A `<source>` (or the `<img>`'s own candidates): a type and its `srcset`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    pub mime: &'static str,
    pub srcset: String,
}

/// Everything a template needs for one picture in one place, and the files it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// The largest candidate's size: the `<img>`'s `width` and `height`, so the browser reserves
    /// the right shape before the file arrives.
    pub width: u32,
    pub height: u32,
    /// AVIF then WebP, best first (none for a social card).
    pub sources: Vec<Source>,
    /// The `<img>`'s candidates, in the original's format.
    pub fallback: Source,
    /// The `<img>`'s `src`: the candidate nearest the slot's width.
    pub src: String,
    pub sizes: &'static str,
    pub variants: Vec<Variant>,
    /// Set when the original is narrower than the place shows it (CSS pixels, one pixel per pixel):
    /// the width the place needs.
    pub too_small_for: Option<u32>,
}

/// The picture `original` gets in `slot`. Never upscaled: the largest candidate is at most the
/// original's (cropped) width.
pub fn plan(original: &Original, slot: &Slot) -> Picture {
    let crop = crop(original.width, original.height, slot.aspect);
    let widths = widths(slot, crop.width);
    let fallback_format = OutFormat::fallback_for(original.format);
    let formats: Vec<OutFormat> = match slot.kind {
        SlotKind::Social => vec![fallback_format],
        SlotKind::Responsive => {
            let mut f = vec![OutFormat::Avif];
            if fallback_format != OutFormat::WebP {
                f.push(OutFormat::WebP);
            }
            f.push(fallback_format);
            f
        }
    };
    let stem = stem(&original.rel);
    let mut variants = Vec::new();
    let mut sources = Vec::new();
    for &format in &formats {
        let mut srcset = Vec::new();
        for &w in &widths {
            let h = ((w as u64 * crop.height as u64 + crop.width as u64 / 2) / crop.width as u64).max(1) as u32;
            let v = Variant {
                file: format!("{stem}-{w}-{}.{}", name_hash(original, crop, w, h, format), format.ext()),
                original: original.path.clone(),
                original_hash: original.hash.clone(),
                crop,
                width: w,
                height: h,
                format,
                alpha: original.alpha,
            };
            srcset.push(format!("{} {w}w", v.url()));
            variants.push(v);
        }
        sources.push(Source { mime: format.mime(), srcset: srcset.join(", ") });
    }
    let fallback = sources.pop().unwrap_or(Source { mime: "", srcset: String::new() });
    let last: Vec<&Variant> = variants.iter().filter(|v| v.format == fallback_format).collect();
    let largest = last.last().map(|v| (v.width, v.height)).unwrap_or((crop.width, crop.height));
    let src = last.iter().find(|v| v.width >= slot.max_width).or(last.last()).map(|v| v.url()).unwrap_or_default();
    Picture {
        width: largest.0,
        height: largest.1,
        sources,
        fallback,
        src,
        sizes: slot.sizes,
        variants,
        too_small_for: (crop.width < slot.max_width).then_some(slot.max_width),
    }
}

/// The widths of a slot for a crop `available` pixels wide: the ladder's steps below the need,
/// then the need itself (or the whole crop, when it is narrower).
fn widths(slot: &Slot, available: u32) -> Vec<u32> {
    let need = match slot.kind {
        SlotKind::Social => return vec![slot.max_width.min(available)],
        SlotKind::Responsive => slot.max_width * DENSITY,
    };
    let top = need.min(available);
    // A step within 10% of the top adds a file and saves nothing.
    let mut out: Vec<u32> = LADDER.iter().copied().filter(|&w| w * 10 < top * 9).collect();
    out.push(top);
    out
}

/// The largest centred part of a `w` × `h` picture in the shape `aspect`.
fn crop(w: u32, h: u32, aspect: Option<(u32, u32)>) -> Crop {
    let Some((aw, ah)) = aspect else { return Crop { x: 0, y: 0, width: w, height: h } };
    let (w64, h64, aw, ah) = (w as u64, h as u64, aw as u64, ah as u64);
    if w64 * ah > h64 * aw {
        // Wider than the shape: keep the height, cut the sides.
        let cw = ((h64 * aw + ah / 2) / ah).clamp(1, w64);
        Crop { x: ((w64 - cw) / 2) as u32, y: 0, width: cw as u32, height: h }
    } else {
        let ch = ((w64 * ah + aw / 2) / aw).clamp(1, h64);
        Crop { x: 0, y: ((h64 - ch) / 2) as u32, width: w, height: ch as u32 }
    }
}

/// A readable start of a file name from the original's (`cities/Calgary Tower.jpg` -> `calgary-tower`).
fn stem(rel: &str) -> String {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    let name = name.rsplit_once('.').map_or(name, |(s, _)| s);
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
        if out.len() >= 40 {
            break;
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() { "photo".to_owned() } else { out.to_owned() }
}

/// Ten hex digits of a hash of the original's bytes and everything that shapes the output.
fn name_hash(original: &Original, crop: Crop, w: u32, h: u32, format: OutFormat) -> String {
    let key = format!(
        "v{PIPELINE_VERSION} {} {} {} {} {} {w} {h} {} {}",
        original.hash,
        crop.x,
        crop.y,
        crop.width,
        crop.height,
        format.ext(),
        format.quality()
    );
    blake3::hash(key.as_bytes()).to_hex()[..10].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn original(w: u32, h: u32, format: Format) -> Original {
        Original {
            rel: "cities/Calgary Tower.JPG".into(),
            path: PathBuf::from("/x"),
            hash: "ab".repeat(32),
            format,
            width: w,
            height: h,
            bytes: 1,
            alpha: false,
        }
    }

    const CARD: Slot =
        Slot { name: "card", max_width: 360, aspect: Some((16, 9)), sizes: "360px", kind: SlotKind::Responsive };

    #[test]
    fn widths_reach_twice_the_slot_and_never_upscale() {
        assert_eq!(widths(&CARD, 4000), vec![320, 480, 640, 720]);
        assert_eq!(widths(&CARD, 500), vec![320, 500], "never wider than the original");
        assert_eq!(widths(&CARD, 200), vec![200]);
        assert_eq!(widths(&CARD, 700), vec![320, 480, 700], "640 is within 10% of 700");
        let social = Slot { kind: SlotKind::Social, max_width: 1200, ..CARD };
        assert_eq!(widths(&social, 3000), vec![1200]);
        assert_eq!(widths(&social, 800), vec![800]);
    }

    #[test]
    fn crops_keep_the_centre_in_the_slot_shape() {
        assert_eq!(crop(4000, 3000, Some((16, 9))), Crop { x: 0, y: 375, width: 4000, height: 2250 });
        assert_eq!(crop(3000, 1000, Some((16, 9))), Crop { x: 611, y: 0, width: 1778, height: 1000 });
        assert_eq!(crop(4000, 3000, None), Crop { x: 0, y: 0, width: 4000, height: 3000 });
        assert_eq!(crop(1200, 630, Some((1200, 630))), Crop { x: 0, y: 0, width: 1200, height: 630 });
    }

    #[test]
    fn a_jpeg_gets_avif_webp_and_jpeg_at_each_width() {
        let p = plan(&original(4000, 3000, Format::Jpeg), &CARD);
        assert_eq!(p.sources.iter().map(|s| s.mime).collect::<Vec<_>>(), ["image/avif", "image/webp"]);
        assert_eq!(p.fallback.mime, "image/jpeg");
        assert_eq!(p.variants.len(), 12);
        assert_eq!((p.width, p.height), (720, 405));
        assert!(p.fallback.srcset.starts_with("/img/calgary-tower-320-"), "{}", p.fallback.srcset);
        assert!(p.fallback.srcset.ends_with(".jpg 720w"), "{}", p.fallback.srcset);
        assert!(p.src.contains("-480-"), "src is the first candidate at least as wide as the slot: {}", p.src);
        assert_eq!(p.too_small_for, None);
        let names: std::collections::BTreeSet<_> = p.variants.iter().map(|v| &v.file).collect();
        assert_eq!(names.len(), 12, "every file has its own name");
    }

    #[test]
    fn png_keeps_png_and_webp_keeps_webp_as_the_fallback() {
        let png = plan(&original(1000, 1000, Format::Png), &CARD);
        assert_eq!(png.fallback.mime, "image/png");
        let webp = plan(&original(1000, 1000, Format::WebP), &CARD);
        assert_eq!(webp.sources.iter().map(|s| s.mime).collect::<Vec<_>>(), ["image/avif"]);
        assert_eq!(webp.fallback.mime, "image/webp");
    }

    #[test]
    fn names_change_with_the_bytes_and_the_parameters_only() {
        let a = plan(&original(4000, 3000, Format::Jpeg), &CARD);
        assert_eq!(a, plan(&original(4000, 3000, Format::Jpeg), &CARD), "the same input, the same names");
        let mut other = original(4000, 3000, Format::Jpeg);
        other.hash = "cd".repeat(32);
        let b = plan(&other, &CARD);
        assert!(a.variants.iter().zip(&b.variants).all(|(x, y)| x.file != y.file));
        let wide = plan(&original(4000, 3000, Format::Jpeg), &Slot { aspect: Some((4, 3)), ..CARD });
        assert_ne!(a.variants[0].file, wide.variants[0].file, "another crop is another file");
    }

    #[test]
    fn a_small_original_is_flagged_and_served_as_it_is() {
        let p = plan(&original(300, 200, Format::Jpeg), &CARD);
        assert_eq!(p.too_small_for, Some(360));
        assert_eq!(p.fallback.srcset.matches(", ").count(), 0, "one candidate");
        assert_eq!(p.width, 300);
    }

    #[test]
    fn stems_are_readable_and_safe() {
        assert_eq!(stem("cities/Calgary Tower.JPG"), "calgary-tower");
        assert_eq!(stem("team/été 2024 (1).jpeg"), "t-2024-1");
        assert_eq!(stem("___.png"), "photo");
    }
}
