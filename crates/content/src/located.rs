//! A value together with where it was written, so validation that happens after parsing (a
//! reference to another file, say) can still point at the exact line and column.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Pos;

#[derive(Debug, Clone, PartialEq, Eq, bitcode::Encode, bitcode::Decode)]
pub struct Located<T> {
    pub value: T,
    pub pos: Pos,
}

impl<T> Located<T> {
    pub fn new(value: T, pos: Pos) -> Self {
        Located { value, pos }
    }
}

impl<T> std::ops::Deref for Located<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = serde_saphyr::Spanned::<T>::deserialize(d)?;
        let pos = Pos { line: s.referenced.line(), column: s.referenced.column() };
        Ok(Located { value: s.value, pos })
    }
}

/// Templates see the plain value: positions are for diagnostics only.
impl<T: Serialize> Serialize for Located<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(s)
    }
}
