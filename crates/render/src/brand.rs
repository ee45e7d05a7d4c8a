//! The brand's look in the output: the colours as the stylesheet's custom properties (appended to
//! the hashed stylesheet, so the page has no inline style and the security policy stays strict),
//! the logo drawn in the header, and the site's icon when `static/` has none.

use sitegen_content::model::{Logo, Look, Palette, initial_svg, inline_svg};

/// The `:root` rule with the brand's colours; the built-in styles use only these names for them.
pub fn stylesheet(look: &Look) -> String {
    let p = &look.palette;
    let Palette { primary, on_primary, accent, dark, light } = *p;
    let (on_dark, on_dark_muted) = (sitegen_content::model::ON_DARK, sitegen_content::model::ON_DARK_MUTED);
    let (raised, line, mid, glow, brand_on_dark) =
        (p.dark_raised(), p.dark_line(), p.dark_mid(), p.glow(), p.brand_on_dark());
    format!(
        "\n/* site.yaml's brand.colors (sitegen) */\n:root{{--c-brand:{primary};--c-on-brand:{on_primary};--c-brand-dark:{accent};\
         --c-brand-soft:{light};--c-dark:{dark};--c-on-dark:{on_dark};--c-on-dark-muted:{on_dark_muted};\
         --c-dark-raised:{raised};--c-dark-line:{line};--c-dark-mid:{mid};--c-glow:{glow};--c-brand-on-dark:{brand_on_dark}}}\n"
    )
}

/// The header's mark as inline markup.
pub fn logo_markup(look: &Look) -> String {
    match &look.logo {
        Logo::Svg { inline, .. } => inline.clone(),
        // Drawn by the header template from its picture (see `Renderer::new`).
        Logo::Photo { .. } => String::new(),
        Logo::Initial(letter) => inline_svg(&initial_svg(*letter, &look.palette)).unwrap_or_default(),
    }
}

/// `/favicon.svg` for a site whose `static/` has none: its logo file, or the letter mark (a
/// picture logo is too detailed for a 16-pixel tab: the letter stands in for it).
pub fn favicon(look: &Look) -> String {
    match &look.logo {
        Logo::Svg { file, .. } => file.clone(),
        Logo::Photo { initial, .. } | Logo::Initial(initial) => initial_svg(*initial, &look.palette),
    }
}
