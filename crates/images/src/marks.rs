//! The brand's pictures, drawn at build time from the logo: the site's PNG icons (browsers,
//! phones' home screens, search engines' logo) and the social card of a site without a photo for
//! it (the logo and the name on the brand's colour).
//!
//! An SVG logo is rasterised with resvg (the SVG is checked by the content crate first); a picture
//! logo (PNG, JPEG or WebP) is scaled with the `image` crate. Words are drawn with one font built
//! into the binary, so every computer makes the same card and no system font is looked for.

use std::sync::{Arc, OnceLock};

use image::imageops::FilterType;
use resvg::{tiny_skia, usvg};

/// DejaVu Sans Bold cut to the Latin alphabets and punctuation (fonts/LICENSE says how), 29 KB:
/// the card's words and a letter mark's letter, on every computer the same.
const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold-latin.ttf");
const FONT_FAMILY: &str = "DejaVu Sans";

/// The logo the pictures are made from.
#[derive(Debug, Clone, Copy)]
pub enum Mark<'a> {
    /// An SVG file's text (checked by the content crate: no scripts, no pictures from elsewhere).
    Svg(&'a str),
    /// A PNG, JPEG or WebP picture's bytes.
    Picture(&'a [u8]),
}

/// What an icon is for, which decides how the logo sits in its square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Browsers and search engines (the web manifest's `any`, JSON-LD's `logo`): the logo alone,
    /// as large as the square allows, on transparency.
    Any,
    /// Android's home screen (`maskable`): a full square of the brand's colour, which the phone
    /// cuts to its own shape, with the logo inside the centre circle every shape keeps (the W3C's
    /// safe zone, a radius of 40% of the side).
    Maskable,
    /// iOS's home screen (`apple-touch-icon`): opaque, since iOS shows transparency as black, and
    /// with a margin, since it rounds the corners.
    AppleTouch,
}

/// One icon file of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Icon {
    /// Its name at the root of the output.
    pub file: &'static str,
    /// Its width and height in pixels.
    pub size: u32,
    pub purpose: Purpose,
}

/// The site's icons: 192 and 512 px are what Chrome asks of a web manifest (and 512 px is the
/// logo search engines get, over Google's 112 px minimum), a maskable one for Android, 180 px for
/// iOS.
pub const ICONS: [Icon; 4] = [
    Icon { file: "icon-192.png", size: 192, purpose: Purpose::Any },
    Icon { file: "icon-512.png", size: 512, purpose: Purpose::Any },
    Icon { file: "icon-maskable-512.png", size: 512, purpose: Purpose::Maskable },
    Icon { file: "apple-touch-icon.png", size: 180, purpose: Purpose::AppleTouch },
];

/// The social card's size: what Facebook, LinkedIn and X show large (1.91:1).
pub const CARD_WIDTH: u32 = 1200;
pub const CARD_HEIGHT: u32 = 630;

/// An icon as a PNG: `mark` drawn in a square of `icon.size` pixels as its purpose asks, on
/// `background` (the brand's colour) where the icon must be opaque.
pub fn icon_png(mark: Mark<'_>, icon: &Icon, background: [u8; 3]) -> Result<Vec<u8>, String> {
    let mark = Loaded::new(mark)?;
    let side = icon.size as f32;
    let mut canvas = pixmap(icon.size, icon.size)?;
    let (w, h) = mark.size();
    let scale = match icon.purpose {
        Purpose::Any => (side / w).min(side / h),
        Purpose::Maskable => {
            fill(&mut canvas, background);
            // The mark's box fits the circle of radius 0.4 × side: its half diagonal is that radius.
            0.8 * side / w.hypot(h)
        }
        Purpose::AppleTouch => {
            fill(&mut canvas, background);
            0.75 * (side / w).min(side / h)
        }
    };
    mark.draw(&mut canvas, (side - w * scale) / 2.0, (side - h * scale) / 2.0, scale)?;
    png(&canvas)
}

/// The social card (1200 × 630 PNG): the logo, the business's name and its line, centred on
/// `background` in `ink` (the brand's button colours, whose contrast the content crate checked).
pub fn social_card_png(
    mark: Mark<'_>,
    name: &str,
    line: &str,
    background: [u8; 3],
    ink: [u8; 3],
) -> Result<Vec<u8>, String> {
    let mark = Loaded::new(mark)?;
    let (width, height) = (CARD_WIDTH as f32, CARD_HEIGHT as f32);
    let mut canvas = pixmap(CARD_WIDTH, CARD_HEIGHT)?;
    fill(&mut canvas, background);
    // Words as wide as the card less 80 px each side; a long name goes on two lines.
    let room = width - 160.0;
    let (name_lines, name_size) = fit(name, room, 84.0, 52.0)?;
    let (line_lines, line_size) = if line.trim().is_empty() { (Vec::new(), 0.0) } else { fit(line, room, 38.0, 26.0)? };
    let logo_side = 190.0;
    let (name_gap, line_gap) = (44.0, 22.0);
    let name_height = name_lines.len() as f32 * name_size * 1.15;
    let line_height = line_lines.len() as f32 * line_size * 1.3;
    let total = logo_side + name_gap + name_height + if line_lines.is_empty() { 0.0 } else { line_gap + line_height };
    let top = ((height - total) / 2.0).max(20.0);

    let (w, h) = mark.size();
    let scale = (logo_side / w).min(logo_side / h);
    mark.draw(&mut canvas, (width - w * scale) / 2.0, top + (logo_side - h * scale) / 2.0, scale)?;

    let colour = format!("#{:02x}{:02x}{:02x}", ink[0], ink[1], ink[2]);
    let mut text = String::new();
    // Baselines: a line's box is 1.15 (name) or 1.3 (line) of its size, the baseline at 0.9 of it.
    let mut y = top + logo_side + name_gap;
    for l in &name_lines {
        text.push_str(&text_element(l, width / 2.0, y + name_size * 0.95, name_size, &colour, 1.0));
        y += name_size * 1.15;
    }
    y += line_gap;
    for l in &line_lines {
        text.push_str(&text_element(l, width / 2.0, y + line_size, line_size, &colour, 0.88));
        y += line_size * 1.3;
    }
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{CARD_WIDTH}\" height=\"{CARD_HEIGHT}\">{text}</svg>"
    );
    let tree = usvg::Tree::from_str(&svg, &options()).map_err(|e| format!("the card's words: {e}"))?;
    resvg::render(&tree, tiny_skia::Transform::identity(), &mut canvas.as_mut());
    png(&canvas)
}

/// `text` in one or two lines no wider than `room` at the largest size up to `max` (one line
/// while it fits at `min`, else two lines of about equal width).
fn fit(text: &str, room: f32, max: f32, min: f32) -> Result<(Vec<String>, f32), String> {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let at_100 = text_width(&text)?;
    let one = max.min(room / at_100 * 100.0);
    let words: Vec<&str> = text.split(' ').collect();
    if one >= min || words.len() < 2 {
        return Ok((vec![text], one));
    }
    let mut best: Option<(f32, Vec<String>)> = None;
    for cut in 1..words.len() {
        let lines = vec![words[..cut].join(" "), words[cut..].join(" ")];
        let widest = text_width(&lines[0])?.max(text_width(&lines[1])?);
        if best.as_ref().is_none_or(|(w, _)| widest < *w) {
            best = Some((widest, lines));
        }
    }
    let (widest, lines) = best.unwrap_or((at_100, vec![text]));
    Ok((lines, max.min(room / widest * 100.0)))
}

/// The width `text` takes at 100 px in the card's font.
fn text_width(text: &str) -> Result<f32, String> {
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10000\" height=\"200\">{}</svg>",
        text_element(text, 0.0, 150.0, 100.0, "#000", 1.0).replace(" text-anchor=\"middle\"", "")
    );
    let tree = usvg::Tree::from_str(&svg, &options()).map_err(|e| format!("the card's words: {e}"))?;
    Ok(tree.root().abs_bounding_box().width().max(1.0))
}

fn text_element(text: &str, x: f32, baseline: f32, size: f32, colour: &str, opacity: f32) -> String {
    // Characters XML cannot hold (control characters a paste may bring) would stop the parse.
    let escaped: String = text
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '\u{fffe}' | '\u{ffff}'))
        .collect::<String>()
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!(
        "<text x=\"{x}\" y=\"{baseline}\" font-family=\"{FONT_FAMILY}\" font-weight=\"700\" font-size=\"{size}\" \
         fill=\"{colour}\" fill-opacity=\"{opacity}\" text-anchor=\"middle\">{escaped}</text>"
    )
}

/// The mark, read once: a parsed SVG or a decoded picture.
enum Loaded {
    Svg(Box<usvg::Tree>),
    Picture(image::RgbaImage),
}

impl Loaded {
    fn new(mark: Mark<'_>) -> Result<Loaded, String> {
        match mark {
            Mark::Svg(text) => {
                usvg::Tree::from_str(text, &options()).map(|tree| Loaded::Svg(Box::new(tree))).map_err(|e| {
                    format!("the logo cannot be drawn as the site's icons ({e}): export it again as a plain SVG")
                })
            }
            Mark::Picture(bytes) => {
                image::load_from_memory(bytes).map(|i| Loaded::Picture(i.to_rgba8())).map_err(|e| {
                    format!("the logo picture cannot be read for the site's icons ({e}): export it again as PNG")
                })
            }
        }
    }

    /// Its width and height in its own units.
    fn size(&self) -> (f32, f32) {
        match self {
            Loaded::Svg(tree) => (tree.size().width(), tree.size().height()),
            Loaded::Picture(p) => (p.width().max(1) as f32, p.height().max(1) as f32),
        }
    }

    /// Draws it with its top left corner at (`x`, `y`), `scale` times its own size.
    fn draw(&self, canvas: &mut tiny_skia::Pixmap, x: f32, y: f32, scale: f32) -> Result<(), String> {
        match self {
            Loaded::Svg(tree) => {
                let at = tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, x, y);
                resvg::render(tree, at, &mut canvas.as_mut());
            }
            Loaded::Picture(p) => {
                let w = ((p.width() as f32 * scale).round() as u32).max(1);
                let h = ((p.height() as f32 * scale).round() as u32).max(1);
                // Lanczos from the full picture: drawing it scaled down would alias its edges.
                let mut small = image::imageops::resize(p, w, h, FilterType::Lanczos3).into_raw();
                for px in small.chunks_exact_mut(4) {
                    let a = u16::from(px[3]);
                    for c in &mut px[..3] {
                        *c = ((u16::from(*c) * a + 127) / 255) as u8;
                    }
                }
                let size = tiny_skia::IntSize::from_wh(w, h).ok_or("the logo picture is empty")?;
                let layer = tiny_skia::Pixmap::from_vec(small, size).ok_or("the logo picture is empty")?;
                canvas.draw_pixmap(
                    x.round() as i32,
                    y.round() as i32,
                    layer.as_ref(),
                    &tiny_skia::PixmapPaint::default(),
                    tiny_skia::Transform::identity(),
                    None,
                );
            }
        }
        Ok(())
    }
}

/// resvg's settings: the built-in font for every family (named or generic), and nothing read from
/// disk or elsewhere (an `<image>` is refused by the content crate already; this makes sure).
fn options() -> usvg::Options<'static> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    let fontdb = FONTS.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(FONT.to_vec());
        db.set_serif_family(FONT_FAMILY);
        db.set_sans_serif_family(FONT_FAMILY);
        db.set_cursive_family(FONT_FAMILY);
        db.set_fantasy_family(FONT_FAMILY);
        db.set_monospace_family(FONT_FAMILY);
        Arc::new(db)
    });
    usvg::Options {
        font_family: FONT_FAMILY.to_owned(),
        fontdb: fontdb.clone(),
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}

fn pixmap(width: u32, height: u32) -> Result<tiny_skia::Pixmap, String> {
    tiny_skia::Pixmap::new(width, height).ok_or_else(|| format!("cannot draw a {width} × {height} picture"))
}

fn fill(canvas: &mut tiny_skia::Pixmap, [r, g, b]: [u8; 3]) {
    canvas.fill(tiny_skia::Color::from_rgba8(r, g, b, 255));
}

fn png(canvas: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    canvas.encode_png().map_err(|e| format!("cannot write a PNG: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOGO: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 36 36\"><rect width=\"36\" height=\"36\" rx=\"8\" fill=\"#9a3412\"/><path d=\"M18 6c1 5 7 8 7 15a7 7 0 0 1-14 0c0-4 2-6 4-8 0 3 1 5 3 6-1-5 0-9 0-13z\" fill=\"#fff7ed\"/></svg>";
    const BRAND: [u8; 3] = [0xc2, 0x41, 0x0c];

    fn decode(png: &[u8]) -> image::RgbaImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a PNG").to_rgba8()
    }

    #[test]
    fn each_icon_is_a_png_of_its_size() {
        for icon in &ICONS {
            let img = decode(&icon_png(Mark::Svg(LOGO), icon, BRAND).unwrap());
            assert_eq!((img.width(), img.height()), (icon.size, icon.size), "{}", icon.file);
        }
    }

    #[test]
    fn a_plain_icon_is_the_logo_edge_to_edge_and_an_apple_icon_is_opaque() {
        let any = decode(&icon_png(Mark::Svg(LOGO), &ICONS[1], BRAND).unwrap());
        // The logo's own colour in the middle of an edge (its corners are rounded, so transparent).
        assert_eq!(any.get_pixel(256, 2).0, [0x9a, 0x34, 0x12, 255]);
        assert_eq!(any.get_pixel(0, 0).0[3], 0, "rounded corner");
        let apple = decode(&icon_png(Mark::Svg(LOGO), &ICONS[3], BRAND).unwrap());
        assert!(apple.pixels().all(|p| p.0[3] == 255), "iOS draws transparency black");
        assert_eq!(apple.get_pixel(2, 2).0, [BRAND[0], BRAND[1], BRAND[2], 255]);
    }

    #[test]
    fn a_maskable_icon_keeps_the_logo_inside_the_safe_circle_on_the_brand_colour() {
        let icon = &ICONS[2];
        assert_eq!(icon.purpose, Purpose::Maskable);
        let img = decode(&icon_png(Mark::Svg(LOGO), icon, BRAND).unwrap());
        let (c, r) = (icon.size as f32 / 2.0, icon.size as f32 * 0.4);
        let mut logo_pixels = 0;
        for (x, y, p) in img.enumerate_pixels() {
            let outside = (x as f32 + 0.5 - c).hypot(y as f32 + 0.5 - c) > r;
            if outside {
                assert_eq!(p.0, [BRAND[0], BRAND[1], BRAND[2], 255], "({x}, {y}) is outside the safe zone");
            } else if p.0 != [BRAND[0], BRAND[1], BRAND[2], 255] {
                logo_pixels += 1;
            }
        }
        // The logo fills the square inscribed in the circle: (0.8 / √2)² of the icon, about 32%.
        assert!(logo_pixels as f32 > 0.25 * (icon.size * icon.size) as f32, "{logo_pixels}");
    }

    #[test]
    fn a_letter_mark_draws_its_letter_with_the_built_in_font() {
        let letter = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\"><rect width=\"36\" height=\"36\" rx=\"8\" fill=\"#174a85\"/><text x=\"18\" y=\"25.5\" text-anchor=\"middle\" font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\" font-size=\"21\" font-weight=\"800\" fill=\"#ffffff\">H</text></svg>";
        let img = decode(&icon_png(Mark::Svg(letter), &ICONS[1], BRAND).unwrap());
        let white = img.pixels().filter(|p| p.0 == [255, 255, 255, 255]).count();
        // An H of 21 units of 36 is about a tenth of the square.
        assert!(white > 512 * 512 / 25, "the letter is drawn: {white} white pixels");
    }

    #[test]
    fn a_picture_logo_is_scaled_into_the_icon() {
        let mut pic = image::RgbaImage::from_pixel(300, 100, image::Rgba([10, 200, 30, 255]));
        pic.put_pixel(0, 0, image::Rgba([0, 0, 0, 0]));
        let mut bytes = std::io::Cursor::new(Vec::new());
        pic.write_to(&mut bytes, image::ImageFormat::Png).unwrap();
        let img = decode(&icon_png(Mark::Picture(bytes.get_ref()), &ICONS[0], BRAND).unwrap());
        // 300 × 100 into 192: 192 × 64, centred.
        assert_eq!(img.get_pixel(96, 96).0, [10, 200, 30, 255]);
        assert_eq!(img.get_pixel(96, 20).0[3], 0, "above the picture");
    }

    #[test]
    fn the_social_card_is_the_logo_and_the_words_on_the_brand_colour() {
        let png = social_card_png(
            Mark::Svg(LOGO),
            "Chinook Heating & Gas",
            "Furnaces, boilers and heat pumps",
            BRAND,
            [255; 3],
        )
        .unwrap();
        let img = decode(&png);
        assert_eq!((img.width(), img.height()), (CARD_WIDTH, CARD_HEIGHT));
        assert_eq!(img.get_pixel(5, 5).0, [BRAND[0], BRAND[1], BRAND[2], 255]);
        let white = img.pixels().filter(|p| p.0 == [255, 255, 255, 255]).count();
        assert!(white > 10_000, "the name is written: {white} white pixels");
        // The logo's own colour in the middle, above the words.
        assert!(img.pixels().any(|p| p.0 == [0x9a, 0x34, 0x12, 255]));
    }

    #[test]
    fn words_with_markup_and_control_characters_are_drawn_as_text() {
        let png = social_card_png(Mark::Svg(LOGO), "<b>Tom & Jerry's</b>\u{0}\u{7}", "\"Fix\" <it>", BRAND, [255; 3]);
        assert!(png.is_ok(), "{png:?}");
    }

    #[test]
    fn a_long_name_takes_two_lines_and_stays_inside_the_card() {
        let (lines, size) =
            fit("Harbour Roofing and Exterior Renovations of Nova Scotia Limited", 1040.0, 84.0, 52.0).unwrap();
        assert_eq!(lines.len(), 2, "{lines:?}");
        for l in &lines {
            assert!(text_width(l).unwrap() * size / 100.0 <= 1040.5, "{l} at {size}");
        }
        let (lines, size) = fit("Harbour Roofing", 1040.0, 84.0, 52.0).unwrap();
        assert_eq!((lines.len(), size), (1, 84.0));
    }
}
