//! The small pictures of the editor's photo picker: a JPEG at most `width` wide, turned as the
//! photo is shown (EXIF orientation applied).

use std::io::Cursor;
use std::path::Path;

use image::{DynamicImage, ImageDecoder, ImageReader};

/// A JPEG of the photo at `path`, at most `width` pixels wide (never enlarged).
pub fn thumbnail(path: &Path, width: u32) -> Result<Vec<u8>, String> {
    let reader =
        ImageReader::open(path).map_err(|e| e.to_string())?.with_guessed_format().map_err(|e| e.to_string())?;
    let mut decoder = reader.into_decoder().map_err(|e| e.to_string())?;
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut img = DynamicImage::from_decoder(decoder).map_err(|e| e.to_string())?;
    img.apply_orientation(orientation);
    let small = if img.width() > width { img.thumbnail(width, u32::MAX) } else { img };
    let mut out = Cursor::new(Vec::new());
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 80);
    small.to_rgb8().write_with_encoder(encoder).map_err(|e| e.to_string())?;
    Ok(out.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thumbnail_is_a_small_jpeg_of_the_same_shape() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("wide.png");
        image::RgbImage::from_pixel(800, 400, image::Rgb([200, 30, 30])).save(&path).unwrap();
        let jpeg = thumbnail(&path, 200).unwrap();
        let small = image::load_from_memory(&jpeg).unwrap();
        assert_eq!((small.width(), small.height()), (200, 100));
        assert!(jpeg.starts_with(&[0xFF, 0xD8]));
        // Never enlarged.
        let same = image::load_from_memory(&thumbnail(&path, 2000).unwrap()).unwrap();
        assert_eq!(same.width(), 800);
    }
}
