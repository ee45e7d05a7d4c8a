//! The brand's look in the output: the colours as the stylesheet's custom properties (appended to
//! the hashed stylesheet, so the page has no inline style and the security policy stays strict),
//! the logo drawn in the header, the site's icon when `static/` has none, and the names of the
//! pictures the pipeline draws from the logo (`sitegen_images::marks`): the PNG icons and the
//! social card of pages without a photo.

use sitegen_content::model::{Logo, Look, Palette, Settings, Site, initial_svg, inline_svg};
use sitegen_content::wording::Language;
use sitegen_images::marks::{ICONS, Icon, Purpose};

use crate::photos::SocialImage;

/// The `:root` rule with the brand's colours; the built-in styles use only these names for them.
/// A brand colour as a fill has its text beside it (`--c-brand` and `--c-on-brand`,
/// `--c-brand-dark` and `--c-on-brand-dark`); the primary as text on white or `--c-brand-soft` is
/// `--c-brand-text`, the shade the content crate derived (the primary itself when it reads there).
pub fn stylesheet(look: &Look) -> String {
    let p = &look.palette;
    let Palette { primary, on_primary, primary_text, accent, on_accent, dark, light } = *p;
    let (on_dark, on_dark_muted) = (sitegen_content::model::ON_DARK, sitegen_content::model::ON_DARK_MUTED);
    let (raised, line, mid, glow, brand_on_dark) =
        (p.dark_raised(), p.dark_line(), p.dark_mid(), p.glow(), p.brand_on_dark());
    format!(
        "\n/* site.yaml's brand.colors (sitegen) */\n:root{{--c-brand:{primary};--c-on-brand:{on_primary};--c-brand-text:{primary_text};\
         --c-brand-dark:{accent};--c-on-brand-dark:{on_accent};--c-brand-soft:{light};--c-dark:{dark};--c-on-dark:{on_dark};--c-on-dark-muted:{on_dark_muted};\
         --c-dark-raised:{raised};--c-dark-line:{line};--c-dark-mid:{mid};--c-glow:{glow};--c-brand-on-dark:{brand_on_dark}}}\n"
    )
}

/// The header's mark as inline markup.
/// A logo file's own `<title>` says the business's name in the page's language (`brand.name`,
/// or `content/fr/site.yaml`'s on French pages), whatever name the file was drawn with.
pub fn logo_markup(look: &Look, name: &str) -> String {
    let svg = match &look.logo {
        Logo::Svg { inline, .. } => inline.clone(),
        // Drawn by the header template from its picture (see `Renderer::new`).
        Logo::Photo { .. } => String::new(),
        Logo::Initial(letter) => inline_svg(&initial_svg(*letter, &look.palette)).unwrap_or_default(),
    };
    titled(svg, name)
}

/// `svg` with the text of its first `<title>` replaced by `name`; as it is without one.
fn titled(svg: String, name: &str) -> String {
    let Some(open) = svg.find("<title") else { return svg };
    let (Some(start), Some(end)) = (svg[open..].find('>').map(|i| open + i + 1), svg.find("</title>")) else {
        return svg;
    };
    if end < start {
        return svg;
    }
    let name = sitegen_escape::html(name, sitegen_escape::Apostrophe::Keep);
    format!("{}{name}{}", &svg[..start], &svg[end..])
}

/// `/favicon.svg` for a site whose `static/` has none: its logo file, or the letter mark (a
/// picture logo is too detailed for a 16-pixel tab: the letter stands in for it).
pub fn favicon(look: &Look) -> String {
    match &look.logo {
        Logo::Svg { file, .. } => file.clone(),
        Logo::Photo { initial, .. } | Logo::Initial(initial) => initial_svg(*initial, &look.palette),
    }
}

/// The icon search engines get as the business's logo (JSON-LD's `logo`): the largest plain one,
/// 512 px, over Google's 112 px minimum.
pub fn logo_icon() -> &'static Icon {
    ICONS.iter().filter(|i| i.purpose == Purpose::Any).max_by_key(|i| i.size).unwrap_or(&ICONS[0])
}

/// The phones' home-screen icon of iOS (`<link rel="apple-touch-icon">`).
pub fn apple_touch_icon() -> &'static Icon {
    ICONS.iter().find(|i| i.purpose == Purpose::AppleTouch).unwrap_or(&ICONS[0])
}

/// Where the social card of pages in `language` is written (from the output's root): the first
/// language's at the root, another's in its folder (its name and line are in its words).
pub fn social_card_file(site: &Site, language: Language) -> String {
    if language == site.settings.language { CARD_FILE.to_owned() } else { format!("{}/{CARD_FILE}", language.folder()) }
}

/// The card's file name.
const CARD_FILE: &str = "social-card.png";

/// The card's words: the business's name and its line.
pub fn social_card_words(settings: &Settings) -> (&str, &str) {
    (&settings.brand.name, &settings.brand.tagline)
}

/// The social card as pages name it, for pages in `settings`' language without a photo of
/// their own when site.yaml gives no `social_image`.
pub fn social_card(site: &Site, settings: &Settings) -> SocialImage {
    let (name, line) = social_card_words(settings);
    SocialImage {
        url: format!(
            "{}/{}",
            settings.base_url.as_str().trim_end_matches('/'),
            social_card_file(site, settings.language)
        ),
        width: sitegen_images::marks::CARD_WIDTH,
        height: sitegen_images::marks::CARD_HEIGHT,
        alt: format!("{name}: {line}"),
        mime: "image/png",
    }
}

#[cfg(test)]
mod tests {
    use super::titled;

    #[test]
    fn a_logo_title_says_the_name_of_the_page_language() {
        let svg = r#"<svg class="brand-mark"><title id="t">Harbour Roofing</title><path d="M0 0"/></svg>"#;
        assert_eq!(
            titled(svg.to_owned(), "Toitures Harbour & fils"),
            r#"<svg class="brand-mark"><title id="t">Toitures Harbour &amp; fils</title><path d="M0 0"/></svg>"#
        );
        assert_eq!(titled("<svg><path/></svg>".to_owned(), "X"), "<svg><path/></svg>", "no title, none added");
    }
}
