//! The brand's look as the site wears it: `brand.colors` with the built-in theme's defaults for
//! what is left out, checked for readable text (WCAG AA), and the logo (`brand.logo`, an SVG file,
//! checked and made ready to draw inline, or the first letter of the short name).

use crate::raw::{Brand, BrandColors};
use crate::{Color, Diagnostic, Located};

const SITE_FILE: &str = "content/site.yaml";

/// The built-in theme's colours, neutral so that no site looks like another by default.
pub const DEFAULT_PRIMARY: Color = Color::rgb(0x1f, 0x5f, 0xa8);
pub const DEFAULT_ACCENT: Color = Color::rgb(0x17, 0x4a, 0x85);
pub const DEFAULT_DARK: Color = Color::rgb(0x1e, 0x29, 0x3b);
/// Text on the dark bands: the main text, and the quieter text of the footer.
pub const ON_DARK: Color = Color::rgb(0xf8, 0xfa, 0xfc);
pub const ON_DARK_MUTED: Color = Color::rgb(0xcb, 0xd5, 0xe1);
/// WCAG AA for normal text.
const AA_TEXT: f64 = 4.5;

/// The colours every page is drawn with. A brand colour is drawn two ways: as a fill with text
/// on it (`primary` and `on_primary`, `accent` and `on_accent`), and as text on white and on
/// `light` (`primary_text`, `accent`), so a light brand colour (a yellow) keeps its own colour on
/// buttons and is read as a darker shade of it in text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// The brand's own colour as a fill: buttons, numbered steps, badges.
    pub primary: Color,
    /// Text on `primary`: as written, else white, or dark text where white cannot be read.
    pub on_primary: Color,
    /// The primary as text on white and on `light` (a link under the pointer, the 404's figure):
    /// the primary itself when it is readable there, else the lightest darker shade of its hue
    /// that is ([`text_shade`]).
    pub primary_text: Color,
    /// Links and small headings on white, and the fill of a button under the pointer and of brand
    /// banners: as written, else `primary_text`.
    pub accent: Color,
    /// Text on the `accent` fill: `on_primary` where it can be read, else white or dark text.
    pub on_accent: Color,
    pub dark: Color,
    pub light: Color,
}

impl Default for Palette {
    fn default() -> Palette {
        Palette::new(DEFAULT_PRIMARY, None, Some(DEFAULT_ACCENT), Some(DEFAULT_DARK), None)
    }
}

impl Palette {
    /// Cards and figures on the dark bands: a shade lighter than `dark`.
    pub fn dark_raised(&self) -> Color {
        self.dark.mix(Color::WHITE, 0.06)
    }

    /// Lines on the dark bands.
    pub fn dark_line(&self) -> Color {
        self.dark.mix(Color::WHITE, 0.15)
    }

    /// The middle of the hero's gradient.
    pub fn dark_mid(&self) -> Color {
        self.dark.mix(Color::WHITE, 0.08)
    }

    /// The far corner of the hero's gradient: a glow of the accent.
    pub fn glow(&self) -> Color {
        self.accent.mix(Color::BLACK, 0.2)
    }

    /// The brand's colour as text and icons on the dark bands (a hero's eyebrow, figures).
    pub fn brand_on_dark(&self) -> Color {
        self.primary.mix(Color::WHITE, 0.7)
    }

    /// The palette of the colours written (None: left out), the others derived from them.
    fn new(
        primary: Color,
        on_primary: Option<Color>,
        accent: Option<Color>,
        dark: Option<Color>,
        light: Option<Color>,
    ) -> Palette {
        let light = light.unwrap_or_else(|| primary.mix(Color::WHITE, 0.92));
        let on_primary = on_primary.unwrap_or_else(|| readable_on(primary));
        let primary_text = text_shade(primary, &[Color::WHITE, light]);
        let accent = accent.unwrap_or(primary_text);
        let on_accent = if reads(on_primary, accent) { on_primary } else { readable_on(accent) };
        Palette { primary, on_primary, primary_text, accent, on_accent, dark: dark.unwrap_or(DEFAULT_DARK), light }
    }
}

/// `text` on `background` passes WCAG AA for normal text.
fn reads(text: Color, background: Color) -> bool {
    text.contrast(background) + 1e-9 >= AA_TEXT
}

/// The text for a fill of `background`: white, else the site's dark text, else black (one of
/// white and black always passes), as the buttons of a yellow brand need.
fn readable_on(background: Color) -> Color {
    [Color::WHITE, DARK_TEXT, Color::BLACK].into_iter().find(|t| reads(*t, background)).unwrap_or_else(|| {
        if Color::WHITE.contrast(background) > Color::BLACK.contrast(background) { Color::WHITE } else { Color::BLACK }
    })
}

/// `color` as text on every one of `backgrounds`: itself when it is readable on them (so a
/// brand colour that already is keeps it exactly), else the lightest shade of it that is, found
/// by lowering its HSL lightness with its hue and saturation kept (the same terms as the advice),
/// in steps of a thousandth. Black when even that fails (a `light` written too dark: the check
/// names that pair).
fn text_shade(color: Color, backgrounds: &[Color]) -> Color {
    let readable = |c: Color| backgrounds.iter().all(|bg| reads(c, *bg));
    if readable(color) {
        return color;
    }
    let (_, _, l) = color.hsl();
    let shade = |k: u32| color.with_lightness(l * f64::from(k) / 1000.0);
    // Darker is more readable on the light backgrounds the text sits on: the lightest readable
    // step is found by halving (0 is black).
    let (mut lo, mut hi) = (0u32, 1000u32);
    if !readable(shade(lo)) {
        return Color::BLACK;
    }
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if readable(shade(mid)) { lo = mid } else { hi = mid }
    }
    shade(lo)
}

/// The header's mark.
#[derive(Debug, Clone, PartialEq)]
pub enum Logo {
    /// The site's SVG, checked: as markup to draw inline (`<svg class="brand-mark" ...>`), and
    /// the file as written (the favicon when `static/` has none).
    Svg { inline: String, file: String },
    /// A picture of `content/images/` (PNG, JPEG or WebP), made small for the header by the photo
    /// pipeline; decorative there (the name beside it is the link's text). `initial` is the
    /// letter of the browser tab's icon, which a picture is too detailed for.
    Photo { image: crate::raw::Image, initial: char },
    /// No logo written: this letter on the accent colour.
    Initial(char),
}

/// The brand's look, resolved.
#[derive(Debug, Clone, PartialEq)]
pub struct Look {
    pub palette: Palette,
    pub logo: Logo,
}

/// A brand colour of `brand.colors`, where a problem with it is reported.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Field {
    Primary,
    OnPrimary,
    Accent,
    Dark,
    Light,
}

/// A text colour on a background the theme draws: where it shows, the contrast it needs, and the
/// colours to report it at (the first one written, else primary).
struct Rule {
    fg: Color,
    fg_name: &'static str,
    bg: Color,
    bg_name: &'static str,
    /// Where the pair shows, in the message.
    shown: &'static str,
    least: f64,
    at: &'static [Field],
}

impl Rule {
    fn ratio(&self) -> f64 {
        self.fg.contrast(self.bg)
    }

    fn passes(&self) -> bool {
        self.ratio() + 1e-9 >= self.least
    }
}

/// Every text/background pair the theme draws on brand colours that the person chooses: the
/// check, and the advice that must pass it, read this one list.
///
/// The primary itself is only a fill (with `on_primary` on it); where it is text, the theme draws
/// `primary_text`, so a light primary is no reason to refuse the colours. The pairs the generator
/// derives are readable by construction and not listed: `on_accent` on accent (one of white and
/// black always is), and `primary_text` on white and on `light` (black is, on any `light` the
/// accent can be read on; see `derived_pairs_are_readable`).
fn rules(p: &Palette) -> [Rule; 5] {
    use Field::*;
    let rule = |fg, fg_name, bg, bg_name, shown, least, at| Rule { fg, fg_name, bg, bg_name, shown, least, at };
    [
        rule(p.on_primary, "on_primary", p.primary, "primary", "the text of buttons", AA_TEXT, &[OnPrimary, Primary]),
        rule(p.accent, "accent", Color::WHITE, "white", "links and the phone number", AA_TEXT, &[Accent]),
        rule(p.accent, "accent", p.light, "light", "tags and the header's call row", AA_TEXT, &[Light, Accent]),
        rule(ON_DARK_MUTED, "the footer's grey text", p.dark, "dark", "the footer and dark sections", AA_TEXT, &[Dark]),
        rule(
            p.brand_on_dark(),
            "a tint of primary",
            p.dark_raised(),
            "dark",
            "figures and a hero's first line on dark",
            AA_TEXT,
            &[Dark],
        ),
    ]
}

/// The colours as written in `brand.colors` (None: left out, the theme's default applies).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Written {
    primary: Color,
    on_primary: Option<Color>,
    accent: Option<Color>,
    dark: Option<Color>,
    light: Option<Color>,
}

impl Written {
    /// The palette these colours give, defaults filled in as the site draws them.
    fn palette(&self) -> Palette {
        Palette::new(self.primary, self.on_primary, self.accent, self.dark, self.light)
    }

    fn passes(&self) -> bool {
        rules(&self.palette()).iter().all(Rule::passes)
    }

    /// `colors: { ... }` with each colour written or changed, to copy into site.yaml.
    /// Followed by the colours written that the set leaves out, which are easy to miss in it.
    fn yaml(&self, before: &Written) -> String {
        let mut parts = vec![format!("primary: \"{}\"", self.primary)];
        let mut dropped = Vec::new();
        for (name, now, was) in [
            ("on_primary", self.on_primary, before.on_primary),
            ("accent", self.accent, before.accent),
            ("dark", self.dark, before.dark),
            ("light", self.light, before.light),
        ] {
            // Written, or added by the advice: the set is the whole of what to write.
            match (now, was) {
                (Some(c), _) => parts.push(format!("{name}: \"{c}\"")),
                (None, Some(_)) => dropped.push(name),
                (None, None) => {}
            }
        }
        let set = format!("colors: {{ {} }}", parts.join(", "));
        match dropped.as_slice() {
            [] => set,
            [one] => format!("{set} ({one} is left out: the site then works it out from primary)"),
            more => format!("{set} ({} are left out: the site then works them out from primary)", more.join(" and ")),
        }
    }
}

/// Dark text for a light button, when white cannot be read on it.
const DARK_TEXT: Color = Color::rgb(0x1f, 0x29, 0x37);

/// The set of colours nearest to `w` that passes every rule together, or None when `w` passes.
///
/// The text on fills and the primary's text shade are derived, so what fails is a colour written:
/// an `on_primary` that cannot be read (left out, the readable one is derived), an accent too
/// light for links, a `light` too dark, a dark band too light. One pair at a time leads nowhere
/// (an accent dark enough for links may then fail on `light`), so the brand's hue is kept and the
/// lightness of primary, then of accent, is moved as little as it takes, and a dark band light
/// enough for the footer's grey text made darker; the nearest passing set wins (a change of
/// primary weighs most: it is the colour people know the brand by).
fn passing_set(w: &Written) -> Option<Written> {
    if w.passes() {
        return None;
    }
    let steps = |c: Color| {
        (0..=100).map(move |i| (c.with_lightness(f64::from(i) / 100.0), (f64::from(i) / 100.0 - c.hsl().2).abs()))
    };
    // The text on primary as written, or left out for the generator to choose.
    let texts: Vec<Option<Color>> = std::iter::once(w.on_primary).chain(w.on_primary.map(|_| None)).collect();
    let accent_from = w.accent.unwrap_or(w.primary);
    let accents: Vec<(Option<Color>, f64)> =
        std::iter::once((w.accent, 0.0)).chain(steps(accent_from).map(|(c, d)| (Some(c), 0.01 + d))).collect();
    let lights = [(w.light, 0.0), (None, 0.05)];
    // The dark band as written, else the nearest darker shade of it: it is the least seen change,
    // so the first band that lets the rest pass is kept.
    let band = w.dark.unwrap_or(DEFAULT_DARK);
    let (_, _, band_l) = band.hsl();
    let darks: Vec<Option<Color>> = std::iter::once(w.dark)
        .chain(
            (0..=50).rev().map(|i| f64::from(i) / 100.0).filter(|l| *l < band_l).map(|l| Some(band.with_lightness(l))),
        )
        .collect();
    // The primary as written with every band first; moved only when no band lets it pass (a
    // lighter band is not worth the brand's colour).
    for move_primary in [false, true] {
        if let Some(set) = darks.iter().find_map(|dark| {
            let primaries = std::iter::once((w.primary, 0.0)).chain(steps(w.primary).filter(|_| move_primary));
            nearest(*dark, primaries, &texts, &accents, &lights)
        }) {
            return Some(set);
        }
    }
    None
}

/// The cheapest passing set with this dark band, of the primaries, texts, accents and lights
/// given with their costs.
fn nearest(
    dark: Option<Color>,
    primaries: impl Iterator<Item = (Color, f64)>,
    texts: &[Option<Color>],
    accents: &[(Option<Color>, f64)],
    lights: &[(Option<Color>, f64)],
) -> Option<Written> {
    if dark.is_some_and(|d| !reads(ON_DARK_MUTED, d)) {
        return None;
    }
    let mut best: Option<(f64, Written)> = None;
    for (primary, dp) in primaries {
        for (i, on_primary) in texts.iter().enumerate() {
            for (accent, da) in accents {
                for (light, dl) in lights {
                    let cost = 3.0 * dp + da + dl + if i == 0 { 0.0 } else { 0.02 };
                    if best.as_ref().is_some_and(|(b, _)| *b <= cost) {
                        continue;
                    }
                    let set = Written { primary, on_primary: *on_primary, accent: *accent, dark, light: *light };
                    if set.passes() {
                        best = Some((cost, set));
                    }
                }
            }
        }
    }
    best.map(|(_, set)| set)
}

/// `brand.colors` with defaults, every unreadable pair reported at the colour to change, with a
/// set of colours that passes every pair together.
pub(crate) fn resolve_palette(colors: Option<&BrandColors>, diags: &mut Vec<Diagnostic>) -> Palette {
    let Some(c) = colors else { return Palette::default() };
    let value = |l: &Option<Located<Color>>| l.as_ref().map(|l| l.value);
    let written = Written {
        primary: c.primary.value,
        on_primary: value(&c.on_primary),
        accent: value(&c.accent),
        dark: value(&c.dark),
        light: value(&c.light),
    };
    let p = written.palette();
    let failing: Vec<Rule> = rules(&p).into_iter().filter(|r| !r.passes()).collect();
    if failing.is_empty() {
        return p;
    }
    let advice = passing_set(&written).map_or_else(String::new, |set| {
        let (_, _, before) = written.primary.hsl();
        let (_, _, after) = set.primary.hsl();
        let kept = match (set.primary == written.primary, after < before) {
            (true, _) => "keeping your primary as it is",
            (false, true) => "keeping your primary's hue, darker",
            (false, false) => "keeping your primary's hue, lighter",
        };
        format!(". This set passes every contrast check together, {kept}: {}", set.yaml(&written))
    });
    let at = |f: &Field| match f {
        Field::Primary => Some(c.primary.pos),
        Field::OnPrimary => c.on_primary.as_ref().map(|l| l.pos),
        Field::Accent => c.accent.as_ref().map(|l| l.pos),
        Field::Dark => c.dark.as_ref().map(|l| l.pos),
        Field::Light => c.light.as_ref().map(|l| l.pos),
    };
    // Messages are read sorted by where they point (file, line, column), so they are made in that
    // order: the first one read carries the set, and only the ones after it refer to it.
    let mut failing: Vec<(crate::Pos, Rule)> =
        failing.into_iter().map(|rule| (rule.at.iter().find_map(at).unwrap_or(c.primary.pos), rule)).collect();
    failing.sort_by_key(|(pos, _)| *pos);
    for (i, (pos, rule)) in failing.into_iter().enumerate() {
        // The set is given once, with the first pair; it is the fix of every pair.
        let advice = match i {
            0 => advice.as_str(),
            _ if advice.is_empty() => "",
            _ => ": the set suggested above fixes this too",
        };
        let Rule { fg, fg_name, bg, bg_name, shown, least, .. } = rule;
        diags.push(Diagnostic::new(
            SITE_FILE,
            pos,
            format!(
                "{fg_name} {fg} on {bg_name} {bg} is hard to read ({shown}): their contrast is {:.2}:1, and WCAG AA \
                 asks at least {least}:1{advice}",
                rule.ratio()
            ),
        ));
    }
    p
}

/// The logo: `brand.logo`'s file (`svg` holds its text, or why it could not be read), checked.
pub(crate) fn resolve_logo(brand: &Brand, svg: Option<Result<String, String>>, diags: &mut Vec<Diagnostic>) -> Logo {
    let letter = brand.short_name.chars().find(|c| c.is_alphanumeric()).unwrap_or('•').to_ascii_uppercase();
    let initial = Logo::Initial(letter);
    let Some(path) = &brand.logo else { return initial };
    let lower = path.value.to_ascii_lowercase();
    let picture = [".png", ".jpg", ".jpeg", ".webp"].iter().any(|e| lower.ends_with(e));
    let result = match svg {
        _ if picture => match path.value.strip_prefix("content/images/") {
            Some(rel) => Ok(Logo::Photo {
                image: crate::raw::Image {
                    src: crate::Located::new(rel.to_owned(), path.pos),
                    alt: None,
                    decorative: true,
                    illustration: true,
                },
                initial: letter,
            }),
            None => Err(format!(
                "a logo picture goes in content/images/, where the build makes it small for each screen: move `{}` \
                 there and write logo: content/images/{} (an SVG, like static/logo.svg, stays sharp at any size)",
                path.value,
                path.value.rsplit('/').next().unwrap_or(&path.value)
            )),
        },
        _ if !lower.ends_with(".svg") => Err(format!(
            "`{}` is not an SVG file or a picture: the logo is an SVG (a drawing that stays sharp at any size), \
             like static/logo.svg, or a PNG, JPEG or WebP picture in content/images/, like content/images/logo.png. \
             Or leave logo: out to show the first letter of short_name",
            path.value
        )),
        Some(Ok(text)) => inline_svg(&text).map(|inline| Logo::Svg { inline, file: text }),
        Some(Err(e)) => Err(format!(
            "cannot read the logo `{}`: {e} (the path is from the site's folder, like static/logo.svg)",
            path.value
        )),
        None => Err(format!("cannot read the logo `{}`", path.value)),
    };
    match result {
        Ok(logo) => logo,
        Err(message) => {
            diags.push(Diagnostic::new(SITE_FILE, path.pos, message));
            initial
        }
    }
}

/// An SVG file as markup for the header: its root element gets the theme's class and size and is
/// hidden from screen readers (the name beside it is the link's text). Anything that could run
/// or that the site's security policy blocks is refused rather than published broken.
pub fn inline_svg(text: &str) -> Result<String, String> {
    let mut rest = text.trim_start_matches('\u{feff}').trim_start();
    // What may precede the drawing: the XML declaration, comments, a doctype.
    loop {
        let skip = ["<?", "<!--", "<!"].iter().find(|p| rest.starts_with(**p)).map(|p| match *p {
            "<?" => "?>",
            "<!--" => "-->",
            _ => ">",
        });
        let Some(end) = skip else { break };
        match rest.find(end) {
            Some(i) => rest = rest[i + end.len()..].trim_start(),
            None => break,
        }
    }
    if !rest.starts_with("<svg") {
        return Err("the logo file is not an SVG drawing: it should start with <svg".to_owned());
    }
    let lower = rest.to_ascii_lowercase();
    for (needle, why) in [
        ("<script", "it contains a script"),
        ("<foreignobject", "it contains HTML (foreignObject)"),
        ("javascript:", "it contains a javascript: link"),
        ("<image", "it loads a picture from elsewhere (an <image> element)"),
        (" style=", "it has style attributes, which the site's security policy blocks (use fill= and stroke=)"),
        ("<style", "it has a <style> block, which the site's security policy blocks (use fill= and stroke=)"),
    ] {
        if lower.contains(needle) {
            return Err(format!(
                "the logo cannot be drawn on the site: {why}. Export it again as a plain SVG (in Inkscape: Save As, Optimized SVG; in Illustrator: presentation attributes)"
            ));
        }
    }
    if lower.split(|c: char| c.is_whitespace()).any(|w| w.starts_with("on") && w.contains('=')) {
        return Err("the logo cannot be drawn on the site: it has event handlers (onload=, onclick=). Export it again as a plain SVG".to_owned());
    }
    let close = rest.find('>').ok_or("the logo file's <svg> tag is not closed")?;
    let (tag, body) = (&rest[4..close], &rest[close..]);
    let body = body[..body.rfind("</svg>").map_or(body.len(), |i| i + "</svg>".len())].trim_end();
    let attrs = attributes(tag.trim_end_matches('/'));
    let get = |name: &str| attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    let view_box = match (get("viewBox"), get("width"), get("height")) {
        (Some(v), _, _) => v.to_owned(),
        (None, Some(w), Some(h)) => format!("0 0 {} {}", number(w), number(h)),
        _ => return Err("the logo's <svg> has no viewBox (nor width and height), so its size is unknown: export it again with a viewBox".to_owned()),
    };
    let kept: String = attrs
        .iter()
        .filter(|(n, _)| {
            !matches!(
                n.as_str(),
                "class" | "width" | "height" | "viewBox" | "aria-hidden" | "focusable" | "role" | "id" | "version"
            ) && !n.starts_with("xmlns")
                && !n.starts_with("xml:")
                && !n.starts_with("sodipodi:")
                && !n.starts_with("inkscape:")
        })
        .map(|(n, v)| format!(" {n}=\"{v}\""))
        .collect();
    let self_closing = tag.trim_end().ends_with('/');
    let body = if self_closing { "></svg>" } else { body };
    Ok(format!(
        "<svg class=\"brand-mark\" width=\"36\" height=\"36\" viewBox=\"{view_box}\"{kept} aria-hidden=\"true\" focusable=\"false\"{body}"
    ))
}

/// `name="value"` pairs of a start tag.
fn attributes(tag: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = tag.trim();
    while let Some(eq) = rest.find('=') {
        let name = rest[..eq].trim().to_owned();
        let after = rest[eq + 1..].trim_start();
        let Some(quote) = after.chars().next().filter(|c| *c == '"' || *c == '\'') else { break };
        let Some(end) = after[1..].find(quote) else { break };
        out.push((name, after[1..1 + end].to_owned()));
        rest = after[end + 2..].trim_start();
    }
    out
}

/// `36px` -> `36`.
fn number(v: &str) -> &str {
    v.trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == '%')
}

/// The letter mark as a standalone SVG file (the favicon when the site has no logo).
pub fn initial_svg(letter: char, palette: &Palette) -> String {
    let letter = match letter {
        '<' | '>' | '&' | '"' | '\'' => '•',
        c => c,
    };
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\"><rect width=\"36\" height=\"36\" rx=\"8\" fill=\"{}\"/><text x=\"18\" y=\"25.5\" text-anchor=\"middle\" font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\" font-size=\"21\" font-weight=\"800\" fill=\"{}\">{letter}</text></svg>",
        palette.accent, palette.light
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pos;

    #[test]
    fn the_default_palette_is_readable() {
        let mut diags = Vec::new();
        let colors = BrandColors {
            primary: Located::new(DEFAULT_PRIMARY, Pos { line: 3, column: 14 }),
            on_primary: None,
            accent: Some(Located::new(DEFAULT_ACCENT, Pos::default())),
            dark: Some(Located::new(DEFAULT_DARK, Pos::default())),
            light: None,
        };
        assert_eq!(resolve_palette(Some(&colors), &mut diags), Palette::default());
        assert!(diags.is_empty(), "{diags:?}");
    }

    fn colors(primary: &str, more: &[(&str, &str)]) -> BrandColors {
        let get = |name: &str| {
            more.iter().find(|(n, _)| *n == name).map(|(_, c)| Located::new(Color::parse(c).unwrap(), Pos::default()))
        };
        BrandColors {
            primary: Located::new(Color::parse(primary).unwrap(), Pos { line: 3, column: 14 }),
            on_primary: get("on_primary"),
            accent: get("accent"),
            dark: get("dark"),
            light: get("light"),
        }
    }

    /// The `colors: { ... }` a message suggests, as (name, colour) pairs.
    fn suggested(message: &str) -> Vec<(String, String)> {
        let set = message.split("colors: { ").nth(1).unwrap_or_else(|| panic!("no set in: {message}"));
        let set = set.split(" }").next().unwrap();
        set.split(", ")
            .map(|kv| {
                let (k, v) = kv.split_once(": ").unwrap();
                (k.to_owned(), v.trim_matches('"').to_owned())
            })
            .collect()
    }

    #[test]
    fn an_unreadable_pair_is_named_with_a_set_that_passes() {
        let mut diags = Vec::new();
        resolve_palette(Some(&colors_on_one_line(&[("primary", "#f59e0b"), ("on_primary", "#ffffff")])), &mut diags);
        let first = &diags[0];
        // At the colour to change: the text written, not the brand's colour.
        assert_eq!(first.pos, Pos { line: 15, column: 34 });
        assert!(
            first.message.starts_with(
                "on_primary #ffffff on primary #f59e0b is hard to read (the text of buttons): their contrast is 2.15:1"
            ),
            "{}",
            first.message
        );
        // Leaving on_primary out is the fix: the generator then puts dark text on the amber.
        assert!(
            first.message.ends_with(
                "This set passes every contrast check together, keeping your primary as it is: colors: { primary: \"#f59e0b\" } \
                 (on_primary is left out: the site then works it out from primary)"
            ),
            "{}",
            first.message
        );
    }

    fn hue_turn(a: Color, b: Color) -> f64 {
        let turn = (a.hsl().0 - b.hsl().0).abs();
        turn.min(360.0 - turn)
    }

    /// A yellow brand is a primary like any other: its buttons keep the yellow with dark text on
    /// it, and where the primary is text on white or on `light` the generator draws a darker
    /// shade of the same hue, readable (4.5:1) there; nothing for the person to write or fix.
    #[test]
    fn a_yellow_primary_passes_with_dark_text_on_it_and_a_darker_shade_as_text() {
        for (primary, more) in [
            ("#facc15", &[][..]),
            ("#ffd100", &[][..]),
            ("#facc15", &[("dark", "#1c1917")][..]),
            ("#ffd100", &[("accent", "#1e3a8a"), ("light", "#fffbeb")][..]),
        ] {
            let mut diags = Vec::new();
            let p = resolve_palette(Some(&colors(primary, more)), &mut diags);
            assert!(diags.is_empty(), "{primary} {more:?}: {diags:#?}");
            let yellow = Color::parse(primary).unwrap();
            assert_eq!(p.primary, yellow, "the fill keeps the brand's colour");
            assert_eq!(p.on_primary, DARK_TEXT, "{primary}: dark text on the yellow");
            assert!(p.on_primary.contrast(p.primary) >= AA_TEXT);
            for bg in [Color::WHITE, p.light] {
                assert!(p.primary_text.contrast(bg) >= AA_TEXT, "{primary}: {} on {bg}", p.primary_text);
            }
            assert!(hue_turn(p.primary_text, yellow) < 3.0, "{primary}: {} keeps the hue", p.primary_text);
            assert!(p.primary_text.hsl().2 < yellow.hsl().2, "darker");
            // The lightest such shade: one step lighter would not be readable on white.
            let (_, _, l) = p.primary_text.hsl();
            assert!(yellow.with_lightness(l + 0.01).contrast(Color::WHITE) < AA_TEXT, "{primary}: {}", p.primary_text);
            assert!(p.on_accent.contrast(p.accent) >= AA_TEXT, "{primary}: the text on accent");
            if more.iter().all(|(n, _)| *n != "accent") {
                assert_eq!(p.accent, p.primary_text, "links are the text shade when no accent is written");
                assert_eq!(p.on_accent, Color::WHITE);
            }
        }
    }

    /// What the generator derives needs no check: over brand colours of every hue and lightness,
    /// and `light`s pale to mid, the text on the fills and the primary's text shade are readable
    /// (the latter on `light` whenever the accent is, the pair the check names), and the shade is
    /// the primary itself when that already is.
    #[test]
    fn derived_pairs_are_readable() {
        let lights = [
            None,
            Some(Color::rgb(0xff, 0xf7, 0xed)),
            Some(Color::rgb(0xe2, 0xe8, 0xf0)),
            Some(Color::rgb(0xcb, 0xd5, 0xe1)),
        ];
        for h in (0..360).step_by(20) {
            for s in [0.15, 0.6, 1.0] {
                for l in 1..20 {
                    let primary = Color::from_hsl(f64::from(h), s, f64::from(l) / 20.0);
                    for light in lights {
                        for accent in [None, Some(Color::rgb(0x1e, 0x3a, 0x8a))] {
                            let p = Palette::new(primary, None, accent, None, light);
                            let at = format!("{primary} accent {accent:?} light {light:?}: {p:?}");
                            assert!(reads(p.on_primary, p.primary), "{at}");
                            assert!(reads(p.on_accent, p.accent), "{at}");
                            assert!(reads(p.primary_text, Color::WHITE), "{at}");
                            if reads(p.accent, p.light) {
                                assert!(reads(p.primary_text, p.light), "{at}");
                            }
                            if reads(primary, Color::WHITE) && reads(primary, p.light) {
                                assert_eq!(p.primary_text, primary, "{at}");
                            } else if s > 0.5 && p.primary_text != Color::BLACK {
                                assert!(hue_turn(p.primary_text, primary) < 6.0, "{at}");
                            }
                        }
                    }
                }
            }
        }
    }

    /// A brand colour readable on white is its own text shade, and white stays the text on the
    /// fills: the sites whose colours passed before are drawn exactly as before.
    #[test]
    fn a_dark_primary_is_its_own_text_shade() {
        for (primary, more) in [
            ("#c2410c", &[("accent", "#9a3412"), ("dark", "#13263b"), ("light", "#fff7ed")][..]),
            ("#0f766e", &[("accent", "#0f5257"), ("dark", "#133a3d"), ("light", "#e9f5f2")][..]),
            ("#9b2c2c", &[("accent", "#7b1e1e"), ("dark", "#1c1917"), ("light", "#fbeeee")][..]),
            ("#9b2c2c", &[("accent", "#7b1e1e"), ("dark", "#1c1917")][..]),
            ("#1f5fa8", &[("accent", "#174a85"), ("dark", "#1e293b")][..]),
            ("#0b1f3a", &[][..]),
        ] {
            let mut diags = Vec::new();
            let p = resolve_palette(Some(&colors(primary, more)), &mut diags);
            assert!(diags.is_empty(), "{primary}: {diags:#?}");
            let written = Color::parse(primary).unwrap();
            assert_eq!(
                (p.primary, p.primary_text, p.on_primary, p.on_accent),
                (written, written, Color::WHITE, Color::WHITE)
            );
            if more.is_empty() {
                assert_eq!(p.accent, written, "left out, the accent is the primary as before");
            }
        }
        assert_eq!(Palette::default().primary_text, DEFAULT_PRIMARY);
    }

    /// Following the advice is enough: for colours written that cannot be read (white on a pale
    /// yellow or a grey, an accent too light for links, a dark band too light, a `light` too
    /// dark), the set suggested passes every rule the check applies and keeps the brand's hue; it
    /// is given once, and the other messages point to it.
    #[test]
    fn following_the_advice_gives_colours_that_pass() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            ("#fde68a", &[("on_primary", "#ffffff")]), // white on yellow
            ("#9ca3af", &[("on_primary", "#ffffff")]), // white on mid grey
            ("#93c5fd", &[("accent", "#93c5fd")]),     // light blue links
            ("#dc2626", &[("light", "#475569")]),      // a `light` too dark for any text
            ("#0b1f3a", &[("dark", "#64748b")]),       // dark navy, with a dark band too light
            ("#f59e0b", &[("accent", "#fbbf24"), ("light", "#fef3c7")]),
            ("#facc15", &[("on_primary", "#ffffff"), ("accent", "#fde047"), ("dark", "#94a3b8")]),
        ];
        for (primary, more) in cases {
            let mut diags = Vec::new();
            resolve_palette(Some(&colors(primary, more)), &mut diags);
            assert!(!diags.is_empty(), "{primary} {more:?} is refused");
            let set = suggested(&diags[0].message);
            assert!(diags[0].message.contains("This set passes every contrast check together"), "{}", diags[0].message);
            assert!(
                diags[1..].iter().all(|d| d.message.ends_with("the set suggested above fixes this too")),
                "{diags:?}"
            );
            let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            let fixed = colors(&set[0].1, &pairs[1..]);
            assert_eq!(set[0].0, "primary");
            let mut again = Vec::new();
            resolve_palette(Some(&fixed), &mut again);
            assert!(again.is_empty(), "{primary} {more:?}: the advice {set:?} still fails: {again:?}");
            let hue = |c: &str| Color::parse(c).unwrap();
            assert!(hue_turn(hue(primary), hue(&set[0].1)) < 4.0, "{primary} kept its hue: {set:?}");
        }
        // Light, bright, mid and dark brand colours pass as they are: no advice.
        for (primary, more) in [
            ("#fde68a", &[][..]),
            ("#fde68a", &[("on_primary", "#1f2937")][..]),
            ("#93c5fd", &[][..]),
            ("#9ca3af", &[][..]),
            ("#dc2626", &[][..]),
            ("#f59e0b", &[][..]),
            ("#0b1f3a", &[][..]),
        ] {
            let mut diags = Vec::new();
            resolve_palette(Some(&colors(primary, more)), &mut diags);
            assert!(diags.is_empty(), "{primary} {more:?}: {diags:?}");
        }
    }

    /// `colors: { primary: ..., on_primary: ..., accent: ..., dark: ..., light: ... }` on line 15,
    /// each colour at its own column, in the order site.yaml writes them.
    fn colors_on_one_line(written: &[(&str, &str)]) -> BrandColors {
        let at = |name: &str| {
            let order = ["primary", "on_primary", "accent", "dark", "light"].iter().position(|n| *n == name).unwrap();
            let column = 14 + 20 * order as u64;
            written
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, c)| Located::new(Color::parse(c).unwrap(), Pos { line: 15, column }))
        };
        BrandColors {
            primary: at("primary").expect("a primary"),
            on_primary: at("on_primary"),
            accent: at("accent"),
            dark: at("dark"),
            light: at("light"),
        }
    }

    /// The messages as `sitegen check` prints them: sorted by file and position.
    fn as_printed(mut diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
        diags.sort_by(|a, b| (&a.file, a.pos).cmp(&(&b.file, b.pos)));
        diags
    }

    /// The set is suggested in the first message read, and "above" is true of every message that
    /// refers to it, whatever pair fails first in the list of rules: here a `light` too dark for
    /// the links (written last, so pointing furthest right) and a `dark` too light for the
    /// footer's text (written before it).
    #[test]
    fn the_advice_comes_before_what_refers_to_it() {
        let cases: &[&[(&str, &str)]] = &[
            &[("primary", "#c2410c"), ("accent", "#9a3412"), ("dark", "#64748b"), ("light", "#f59e0b")],
            &[("primary", "#c2410c"), ("accent", "#fbbf24"), ("dark", "#64748b"), ("light", "#fff7ed")],
            &[("primary", "#fde68a"), ("on_primary", "#ffffff"), ("accent", "#fbbf24"), ("dark", "#94a3b8")],
            &[("primary", "#0b1f3a"), ("dark", "#64748b"), ("light", "#334155")],
        ];
        for written in cases {
            let mut diags = Vec::new();
            resolve_palette(Some(&colors_on_one_line(written)), &mut diags);
            let printed = as_printed(diags);
            assert!(printed.len() > 1, "{written:?}: more than one pair fails: {printed:?}");
            assert!(
                printed[0].message.contains("This set passes every contrast check together"),
                "{written:?}: {printed:#?}"
            );
            assert!(
                printed[1..].iter().all(|d| d.message.ends_with("the set suggested above fixes this too")),
                "{written:?}: {printed:#?}"
            );
        }
    }

    #[test]
    fn an_svg_file_is_drawn_inline_and_safe() {
        let file = "<?xml version=\"1.0\"?>\n<!-- by hand -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\"><rect width=\"36\" height=\"36\" rx=\"8\" fill=\"#9a3412\"/></svg>\n";
        assert_eq!(
            inline_svg(file).unwrap(),
            "<svg class=\"brand-mark\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\" aria-hidden=\"true\" focusable=\"false\"><rect width=\"36\" height=\"36\" rx=\"8\" fill=\"#9a3412\"/></svg>"
        );
        assert!(
            inline_svg("<svg width='48px' height='24px'><path d='M0 0h1'/></svg>")
                .unwrap()
                .contains("viewBox=\"0 0 48 24\"")
        );
        assert!(inline_svg("<svg viewBox=\"0 0 1 1\"><script>alert(1)</script></svg>").unwrap_err().contains("script"));
        assert!(inline_svg("<svg viewBox=\"0 0 1 1\" onload=\"x()\"></svg>").unwrap_err().contains("event handlers"));
        assert!(
            inline_svg("<svg viewBox=\"0 0 1 1\"><path style=\"fill:red\"/></svg>")
                .unwrap_err()
                .contains("security policy")
        );
        assert!(inline_svg("\u{89}PNG").unwrap_err().contains("not an SVG"));
    }
}
