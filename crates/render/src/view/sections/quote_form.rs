//! The quote form's view: its heading and intro, and the form island with its props (the form's
//! words and choices, where requests go, the timings of site.yaml).

use sitegen_content::sections::quote_form::{PropertyType, QuoteForm};

use super::{Ctx, Heading, IslandView, ToView};
use crate::RenderError;
use crate::islands::props::{self, Island};

impl ToView for QuoteForm {
    type View<'a> = IslandView<'a>;

    fn view<'a>(&'a self, ctx: &Ctx<'a>) -> Result<IslandView<'a>, RenderError> {
        let heading = Heading { id: Some(self.id.as_str()), title: Some(&self.title), intro: Some(&self.intro) };
        Ok(IslandView { heading, island: ctx.place(&Island::QuoteForm(Box::new(props_of(ctx, self))))? })
    }
}

/// Where a request goes, in the site's words, before it is sent.
fn notice(s: &sitegen_content::model::Settings) -> Option<String> {
    let (provider, abroad) = s.leads.processor()?;
    let w = &s.wording.privacy;
    let email = s.email.general.as_str();
    Some(if abroad {
        sitegen_content::wording::fill(
            &w.form_notice,
            &[("provider", provider), ("country", &w.in_united_states), ("email", email)],
        )
    } else {
        sitegen_content::wording::fill(&w.form_notice_own, &[("provider", provider), ("email", email)])
    })
}

fn props_of<'a>(ctx: &Ctx<'a>, q: &'a QuoteForm) -> props::QuoteFormProps<'a> {
    let s = &ctx.settings;
    let form = &s.quote_form;
    props::QuoteFormProps {
        text: &s.wording.quote_form,
        heading: &q.title,
        intro: &q.intro,
        labels: props::FieldLabels {
            name: &form.labels.name,
            email: &form.labels.email,
            phone: &form.labels.phone,
            city: &form.labels.city,
            service_type: &form.labels.service_type,
            property_type: form.labels.property_type.as_ref().map_or("", |l| l.value.as_str()),
            message: &form.labels.message,
        },
        submit_label: &form.submit_label,
        submit_delay_ms: s.timings.submit_delay_ms,
        phone: crate::view::site::phone(s),
        cities: form.cities.iter().map(|c| props::Choice { label: &c.label, value: &c.value }).collect(),
        services: form.services.iter().map(|c| props::Choice { label: &c.label, value: &c.value }).collect(),
        property_types: form
            .property_types
            .iter()
            .flat_map(|t| {
                [
                    props::Choice { label: &t.residential, value: "residential" },
                    props::Choice { label: &t.commercial, value: "commercial" },
                ]
            })
            .collect(),
        // Empty when the form asks no such question: no value is sent for it.
        default_property_type: match (&form.property_types, q.property_type) {
            (None, _) => "",
            (Some(_), PropertyType::Residential) => "residential",
            (Some(_), PropertyType::Commercial) => "commercial",
        },
        city: q.city.as_deref(),
        service_type: q.service_type.as_deref(),
        presets: form
            .presets
            .iter()
            .map(|(slug, p)| (slug.as_str(), props::QuotePreset { service_type: &p.service_type, label: &p.label }))
            .collect(),
        destination: crate::view::site::destination(s, ctx.urls()),
        notice: notice(s),
        consent: form.consent.as_deref(),
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
        urgent: s.promises.emergency().map(|(availability, dispatch)| props::UrgentPath {
            availability,
            dispatch,
            open: q.urgent,
        }),
        offer: s.running_offer().map(|o| props::QuoteOffer { code: o.code(), title: &o.title }),
    }
}
