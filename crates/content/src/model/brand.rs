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
/// WCAG AA: normal text, and large text and parts of controls.
const AA_TEXT: f64 = 4.5;
const AA_LARGE: f64 = 3.0;

/// The colours every page is drawn with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    pub primary: Color,
    pub on_primary: Color,
    pub accent: Color,
    pub dark: Color,
    pub light: Color,
}

impl Default for Palette {
    fn default() -> Palette {
        Palette::from_primary(DEFAULT_PRIMARY, Some(DEFAULT_ACCENT), Some(DEFAULT_DARK))
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

    fn from_primary(primary: Color, accent: Option<Color>, dark: Option<Color>) -> Palette {
        Palette {
            primary,
            on_primary: Color::WHITE,
            accent: accent.unwrap_or(primary),
            dark: dark.unwrap_or(DEFAULT_DARK),
            light: primary.mix(Color::WHITE, 0.92),
        }
    }
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

/// Every text/background pair the theme draws on brand colours: the check, and the advice that
/// must pass it, read this one list.
fn rules(p: &Palette) -> [Rule; 7] {
    use Field::*;
    let rule = |fg, fg_name, bg, bg_name, shown, least, at| Rule { fg, fg_name, bg, bg_name, shown, least, at };
    [
        rule(p.on_primary, "on_primary", p.primary, "primary", "the text of buttons", AA_TEXT, &[Primary]),
        rule(
            p.on_primary,
            "on_primary",
            p.accent,
            "accent",
            "a button under the pointer and brand banners",
            AA_TEXT,
            &[Accent],
        ),
        rule(p.accent, "accent", Color::WHITE, "white", "links and the phone number", AA_TEXT, &[Accent]),
        rule(p.accent, "accent", p.light, "light", "tags and the header's call row", AA_TEXT, &[Light, Accent]),
        rule(
            p.primary,
            "primary",
            Color::WHITE,
            "white",
            "large figures and a link under the pointer",
            AA_LARGE,
            &[Primary],
        ),
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
        let mut p = Palette::from_primary(self.primary, self.accent, self.dark);
        if let Some(on) = self.on_primary {
            p.on_primary = on;
        }
        if let Some(light) = self.light {
            p.light = light;
        }
        p
    }

    fn passes(&self) -> bool {
        rules(&self.palette()).iter().all(Rule::passes)
    }

    /// `colors: { ... }` with each colour written or changed, to copy into site.yaml.
    fn yaml(&self, before: &Written) -> String {
        let mut parts = vec![format!("primary: \"{}\"", self.primary)];
        for (name, now, was) in [
            ("on_primary", self.on_primary, before.on_primary),
            ("accent", self.accent, before.accent),
            ("dark", self.dark, before.dark),
            ("light", self.light, before.light),
        ] {
            // Written, or added by the advice: the set is the whole of what to write.
            let _ = was;
            if let Some(c) = now {
                parts.push(format!("{name}: \"{c}\""));
            }
        }
        format!("colors: {{ {} }}", parts.join(", "))
    }
}

/// Dark text for a light button, when white cannot be read on it.
const DARK_TEXT: Color = Color::rgb(0x1f, 0x29, 0x37);

/// The set of colours nearest to `w` that passes every rule together, or None when `w` passes.
///
/// One pair at a time leads nowhere: dark text on a yellow primary then fails on the accent, which
/// must also be dark enough for links on white. So the brand's hue is kept and the lightness of
/// primary, then of accent, is moved as little as it takes, with white or dark text on them, and
/// a dark band light enough for the footer's grey text made darker; the nearest passing set wins
/// (a change of primary weighs most: it is the colour people know the brand by).
fn passing_set(w: &Written) -> Option<Written> {
    if w.passes() {
        return None;
    }
    let steps = |c: Color| {
        (0..=100).map(move |i| (c.with_lightness(f64::from(i) / 100.0), (f64::from(i) / 100.0 - c.hsl().2).abs()))
    };
    let texts = [
        w.on_primary,
        Some(if w.on_primary.unwrap_or(Color::WHITE) == Color::WHITE { DARK_TEXT } else { Color::WHITE }),
    ];
    let accent_from = w.accent.unwrap_or(w.primary);
    let accents: Vec<(Option<Color>, f64)> =
        std::iter::once((w.accent, 0.0)).chain(steps(accent_from).map(|(c, d)| (Some(c), 0.01 + d))).collect();
    let lights = [(w.light, 0.0), (None, 0.05)];
    // The dark band as written, else the nearest darker shade of it: it is the least seen change,
    // so the first band that lets the rest pass is kept.
    let band = w.dark.unwrap_or(DEFAULT_DARK);
    let (_, _, band_l) = band.hsl();
    let darks = std::iter::once(w.dark).chain(
        (0..=50).rev().map(|i| f64::from(i) / 100.0).filter(|l| *l < band_l).map(|l| Some(band.with_lightness(l))),
    );
    for dark in darks {
        if dark.is_some_and(|d| ON_DARK_MUTED.contrast(d) + 1e-9 < AA_TEXT) {
            continue;
        }
        let mut best: Option<(f64, Written)> = None;
        for (primary, dp) in std::iter::once((w.primary, 0.0)).chain(steps(w.primary)) {
            for (i, on_primary) in texts.iter().enumerate() {
                for (accent, da) in &accents {
                    for (light, dl) in &lights {
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
        if let Some((_, set)) = best {
            return Some(set);
        }
    }
    None
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
        resolve_palette(Some(&colors("#f59e0b", &[])), &mut diags);
        let first = &diags[0];
        assert_eq!(first.pos, Pos { line: 3, column: 14 });
        assert!(
            first.message.starts_with(
                "on_primary #ffffff on primary #f59e0b is hard to read (the text of buttons): their contrast is 2.15:1"
            ),
            "{}",
            first.message
        );
        assert!(first.message.contains("This set passes every contrast check together, keeping your primary's hue, darker: colors: { primary: \"#"), "{}", first.message);
    }

    /// Following the advice is enough: for a light, a mid, a bright and a dark brand colour, and
    /// for the dead end of dark text on yellow, the set suggested passes every rule the check
    /// applies and keeps the brand's hue; it is given once, and the other messages point to it.
    #[test]
    fn following_the_advice_gives_colours_that_pass() {
        let cases: &[(&str, &[(&str, &str)])] = &[
            ("#fde68a", &[]),                          // yellow
            ("#fde68a", &[("on_primary", "#1f2937")]), // yellow with the dark text once advised
            ("#93c5fd", &[]),                          // light blue
            ("#9ca3af", &[]),                          // mid grey
            ("#dc2626", &[]),                          // red
            ("#0b1f3a", &[]),                          // dark navy
            ("#0b1f3a", &[("dark", "#64748b")]),       // dark navy, with a dark band too light
            ("#f59e0b", &[("accent", "#fbbf24"), ("light", "#fef3c7")]),
        ];
        for (primary, more) in cases {
            let mut diags = Vec::new();
            resolve_palette(Some(&colors(primary, more)), &mut diags);
            if diags.is_empty() {
                continue;
            }
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
            let hue = |c: &str| Color::parse(c).unwrap().hsl().0;
            let turn = (hue(primary) - hue(&set[0].1)).abs();
            assert!(turn.min(360.0 - turn) < 4.0, "{primary} kept its hue: {set:?}");
        }
        // The dark navy passes as it is: no advice.
        let mut diags = Vec::new();
        resolve_palette(Some(&colors("#0b1f3a", &[])), &mut diags);
        assert!(diags.is_empty(), "{diags:?}");
    }

    /// `colors: { primary: ..., on_primary: ..., accent: ..., dark: ..., light: ... }` on line 15,
    /// each colour at its own column, in the order site.yaml writes them.
    fn colors_on_one_line(written: &[(&str, &str)]) -> BrandColors {
        let mut column = 14;
        let mut at = |name: &str| {
            let c = written.iter().find(|(n, _)| *n == name).map(|(_, c)| {
                column += 20;
                Located::new(Color::parse(c).unwrap(), Pos { line: 15, column })
            });
            c
        };
        let primary = at("primary").expect("a primary");
        BrandColors { primary, on_primary: at("on_primary"), accent: at("accent"), dark: at("dark"), light: at("light") }
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
            assert!(printed[0].message.contains("This set passes every contrast check together"), "{written:?}: {printed:#?}");
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
