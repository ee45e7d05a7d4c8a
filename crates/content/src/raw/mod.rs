//! What editors write, as the YAML parser reads it: one type per file shape, with references to
//! other files as plain names. Only these types know serde; they derive `Deserialize` and
//! `JsonSchema` (for editors' autocompletion), never `Serialize`: templates see view structs made
//! from the resolved [`crate::model`], not these.

mod data;
mod page;
mod site;

pub use data::*;
pub use page::*;
pub use site::*;
