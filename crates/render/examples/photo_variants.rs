//! The photo benchmark's sitegen side (bench/photos.py): the files one photo becomes when a page
//! shows it as its hero (wide screens' 4:3 crop, phones' 16:9 band), on a card and as the social
//! card: the slots of `sitegen_render::photos`, planned and encoded as a build does.
//!
//! `photo_variants PHOTO --plan` prints the plan as JSON (for sharp to make the same files);
//! `photo_variants PHOTO --cache DIR` encodes every variant into the photo cache DIR.

use std::path::Path;

use sitegen_images::{OutFormat, Variant, encode, plan, probe};
use sitegen_render::photos::{CARD, HERO, HERO_WIDE, SOCIAL};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: photo_variants PHOTO (--plan | --cache DIR)";
    let photo = Path::new(args.first().expect(usage));
    let dir = photo.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = photo.file_name().expect(usage).to_string_lossy();
    let original = probe(dir, &name).unwrap_or_else(|e| panic!("{e}"));
    let mut seen = std::collections::BTreeSet::new();
    let variants: Vec<Variant> = [HERO, HERO_WIDE, CARD, SOCIAL]
        .iter()
        .flat_map(|slot| plan(&original, slot).variants)
        .filter(|v| seen.insert(v.file.clone()))
        .collect();
    match args.get(1).map(String::as_str) {
        Some("--plan") => {
            let rows: Vec<serde_json::Value> = variants
                .iter()
                .map(|v| {
                    serde_json::json!({
                        "file": v.file,
                        "crop": [v.crop.x, v.crop.y, v.crop.width, v.crop.height],
                        "width": v.width,
                        "height": v.height,
                        "format": v.format.ext(),
                        "quality": v.format.quality(),
                    })
                })
                .collect();
            println!("{}", serde_json::Value::Array(rows));
        }
        Some("--cache") => {
            let cache = Path::new(args.get(2).expect(usage));
            let report = encode(cache, &variants).unwrap_or_else(|e| panic!("{e:?}"));
            let avif = variants.iter().filter(|v| v.format == OutFormat::Avif).count();
            eprintln!("{} files ({avif} AVIF) encoded, {} cached", report.encoded, report.cached);
        }
        _ => panic!("{usage}"),
    }
}
