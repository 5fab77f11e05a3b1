//! Layouts: [`LinearLayout`](linear::LinearLayout) and the conversion of every
//! encoding to one.

pub mod convert;
pub mod linear;
