//! Placeholder photos for a new site (`sitegen init`): a plain JPEG in the brand's colour with a
//! soft diagonal light, so every photo slot has a real file of the right size until the owner's
//! own photos replace it (their YAML lines are marked as examples).

use image::{ExtendedColorType, ImageEncoder};

/// A `width` x `height` JPEG shaded from `rgb`.
pub fn placeholder_jpeg(width: u32, height: u32, rgb: [u8; 3]) -> Result<Vec<u8>, String> {
    let mut buf = Vec::with_capacity((width * height * 3) as usize);
    let span = (width + height).max(1) as f32;
    for y in 0..height {
        for x in 0..width {
            // From the colour itself at the top left to a third of the way to white at the bottom right.
            let light = (x + y) as f32 / span / 3.0;
            for c in rgb {
                buf.push((f32::from(c) + (255.0 - f32::from(c)) * light).round() as u8);
            }
        }
    }
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 80)
        .write_image(&buf, width, height, ExtendedColorType::Rgb8)
        .map_err(|e| e.to_string())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn is_a_jpeg_of_the_size_asked() {
        let jpeg = super::placeholder_jpeg(120, 63, [0x1f, 0x5f, 0xa8]).unwrap();
        let (original, _) = crate::probe_bytes("social.jpg", &jpeg).unwrap();
        assert_eq!((original.width, original.height), (120, 63));
    }
}
