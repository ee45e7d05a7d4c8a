//! `banner`: a full-width strip with one message and buttons (the emergency phone banner).

use serde::Deserialize;

use super::{Parts, Resolver, SectionType, Titles};
use crate::raw::Action;
use crate::{Located, Words};

#[derive(Debug, Deserialize, schemars::JsonSchema, bitcode::Encode, bitcode::Decode)]
#[serde(deny_unknown_fields)]
pub struct Banner {
    /// The banner's message.
    pub title: Words,
    /// A sentence under the message. Optional. {quote_response}, {emergency_dispatch},
    /// {availability} and {same_day_service} are site.yaml's promises.
    pub text: Option<Located<Words>>,
    /// The buttons.
    pub actions: Vec<Action>,
    /// The banner's colour: emergency (red), warning (orange) or brand.
    #[serde(default)]
    pub style: BannerStyle,
}

/// The banner's colour; `emergency` when left out.
#[derive(
    Debug, Default, Clone, Copy, Deserialize, PartialEq, Eq, schemars::JsonSchema, bitcode::Encode, bitcode::Decode,
)]
#[serde(rename_all = "snake_case")]
pub enum BannerStyle {
    /// Red: emergencies.
    #[default]
    Emergency,
    /// Orange: the emergency line on the quote page.
    Warning,
    /// Brand colour: offers and general calls.
    Brand,
}

impl SectionType for Banner {
    type Raw = Banner;
    const HEADING: bool = false;
    const TITLES: Titles = &[("Banner", "Banner section")];

    fn resolve(mut raw: Banner, r: &mut Resolver<'_>) -> Option<Banner> {
        r.fill_promises(&mut raw.text);
        Some(raw)
    }

    fn parts<'a>(&'a self, p: &mut Parts<'a>) {
        let Banner { title, text, actions, style: _ } = self;
        p.text("title", title);
        p.located("text", text);
        p.actions(actions);
        p.asks = true;
    }
}
