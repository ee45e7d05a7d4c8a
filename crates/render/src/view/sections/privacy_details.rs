//! The privacy facts' view, made in [`crate::view::privacy`] from the site's settings.

use sitegen_content::sections::privacy_details::PrivacyDetails;

use super::{Ctx, ToView};
use crate::RenderError;
use crate::view::privacy;

impl ToView for PrivacyDetails {
    // Boxed: it is larger than every other section view, and there is one per site.
    type View<'a> = Box<privacy::PrivacyDetails<'a>>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<Self::View<'a>, RenderError> {
        let id = self.id.as_ref().map(|s| s.as_str());
        Ok(Box::new(privacy::PrivacyDetails::new(ctx.settings, !ctx.data.plans.is_empty(), id)))
    }
}
