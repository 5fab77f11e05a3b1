//! The errors of the builder.
//!
//! The builder checks only what it needs to compute result types and to place
//! instructions; everything else (operands of matching types, masks of the pointer's
//! shape, terminators at the end of blocks) is the verifier's job. Each check that can
//! fail has a [`BuildError`] variant, returned by the `try_*` methods; their twins
//! without `try_` panic with the error's message.

use crate::entities::{Block, Region, Type, Value};
use crate::instructions::Opcode;
use crate::types::FloatKind;

/// Why the builder could not build an instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BuildError {
    /// The builder has no current block; call
    /// [`switch_to_block`](super::FunctionBuilder::switch_to_block) first.
    NoPosition,
    /// The block is already placed in a region.
    BlockAlreadyPlaced {
        /// The block.
        block: Block,
        /// The region it is in.
        region: Region,
    },
    /// `tt.make_range` with `end <= start`: a tensor needs at least one element.
    EmptyRange {
        /// The first value.
        start: i32,
        /// One past the last value.
        end: i32,
    },
    /// An operand that must be a scalar or a pointer is a tensor.
    NotAScalar {
        /// The op being built.
        opcode: Opcode,
        /// The operand.
        value: Value,
    },
    /// An operand that must be a tensor is not one.
    NotATensor {
        /// The op being built.
        opcode: Opcode,
        /// The operand.
        value: Value,
    },
    /// An operand that must be a pointer, or a tensor of pointers, is not one.
    NotAPointer {
        /// The op being built.
        opcode: Opcode,
        /// The operand.
        value: Value,
    },
    /// An axis at or past the operand's rank (`tt.expand_dims` accepts the rank
    /// itself, to append a dimension).
    AxisOutOfRange {
        /// The op being built.
        opcode: Opcode,
        /// The axis.
        axis: u32,
        /// The operand's rank.
        rank: usize,
    },
    /// A `tt.trans` order that is not a permutation of the operand's dimensions.
    BadPermutation {
        /// The order given.
        order: Vec<u32>,
        /// The operand's rank.
        rank: usize,
    },
    /// A `tt.split` operand whose rank is below 2 or whose last extent is not 2.
    BadSplit {
        /// The operand's shape.
        shape: Vec<i64>,
    },
    /// A `tt.load` with `other` but no mask: the operand list could not tell them
    /// apart.
    OtherWithoutMask,
    /// An op that needs at least one operand got none.
    NoOperands {
        /// The op being built.
        opcode: Opcode,
    },
    /// A constant whose element type is not of the kind the method builds.
    ConstantType {
        /// The constant's type.
        ty: Type,
        /// What the element type must be ("an integer or index", "a float").
        expected: &'static str,
    },
    /// A float format `fconst` cannot round to; give the bits with
    /// [`const_bits`](super::InstBuilder::const_bits) instead.
    UnsupportedFloat(FloatKind),
    /// [`generic`](super::InstBuilder::generic) with an opcode that has its own
    /// format and builder method.
    NotGeneric(Opcode),
}

impl core::fmt::Display for BuildError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            BuildError::NoPosition => {
                write!(
                    f,
                    "the builder has no current block; call switch_to_block first"
                )
            }
            BuildError::BlockAlreadyPlaced { block, region } => {
                write!(f, "{block} is already placed in {region}")
            }
            BuildError::EmptyRange { start, end } => write!(
                f,
                "tt.make_range: end ({end}) must be greater than start ({start})"
            ),
            BuildError::NotAScalar { opcode, value } => {
                write!(
                    f,
                    "{}: {value} must be a scalar or a pointer",
                    opcode.name()
                )
            }
            BuildError::NotATensor { opcode, value } => {
                write!(f, "{}: {value} must be a tensor", opcode.name())
            }
            BuildError::NotAPointer { opcode, value } => write!(
                f,
                "{}: {value} must be a pointer or a tensor of pointers",
                opcode.name()
            ),
            BuildError::AxisOutOfRange { opcode, axis, rank } => write!(
                f,
                "{}: axis {axis} is out of range for rank {rank}",
                opcode.name()
            ),
            BuildError::BadPermutation { order, rank } => write!(
                f,
                "tt.trans: order {order:?} is not a permutation of 0..{rank}"
            ),
            BuildError::BadSplit { shape } => write!(
                f,
                "tt.split: the operand's shape {shape:?} must have rank 2 or more and end in 2"
            ),
            BuildError::OtherWithoutMask => write!(f, "tt.load: `other` needs a mask"),
            BuildError::NoOperands { opcode } => {
                write!(f, "{}: needs at least one operand", opcode.name())
            }
            BuildError::ConstantType { ty, expected } => write!(
                f,
                "arith.constant: the element type of {ty} must be {expected}"
            ),
            BuildError::UnsupportedFloat(kind) => write!(
                f,
                "arith.constant: cannot round to {}; use const_bits",
                kind.name()
            ),
            BuildError::NotGeneric(opcode) => write!(
                f,
                "{} has its own builder method; generic builds only TritonGPU ops",
                opcode.name()
            ),
        }
    }
}

impl std::error::Error for BuildError {}
