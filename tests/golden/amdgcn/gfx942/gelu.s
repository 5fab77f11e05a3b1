	.amdhsa_code_object_version 5
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl gelu_kernel
	.p2align 8
	.type gelu_kernel,@function
gelu_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v12, s12
	v_mov_b32 v13, s13
	v_mov_b32 v14, s14
	v_mov_b32 v15, s15
	v_mov_b32 v16, s16
	v_mov_b32 v17, s17
	v_mov_b32 v1, s18
	v_mov_b32 v2, s19
	v_and_b32_e32 v0, 0xff, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v3, s4
	; %offs_2 = arith.muli
	v_lshlrev_b32_e64 v3, 8, v3
	; %offs_5 = arith.addi
	v_add_u32_e64 v0, v3, v0
	; %x_8 = tt.addptr
	v_mad_i64_i32 v[12:13], vcc, v0, 4, v[12:13]
	; %mask_6 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v0, v2
	; %x_9 = tt.load
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v2, v[12:13], off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mad_i64_i32 v[12:13], vcc, v0, 4, v[14:15]
	s_waitcnt vmcnt(0)
	; %g_erf_10 = arith.mulf
	v_mul_f32_e64 v3, v2, 0.5
	; %g_erf_11 = arith.mulf
	v_mul_f32_e32 v4, 0x3f3504f3, v2
	; %g_erf_12 = math.erf
	v_and_b32_e32 v5, 0x7fffffff, v4
	v_mov_b32 v6, 0x3f8060fe
	v_cmp_ge_f32_e64 s[22:23], v5, v6
	v_and_b32_e32 v6, 0x80000000, v4
	v_mov_b32 v7, 0x38eb4c3a
	v_mov_b32 v8, 0x38b1e96a
	v_cndmask_b32_e64 v7, v8, v7, s[22:23]
	v_mul_f32_e64 v8, v4, v4
	v_cndmask_b32_e64 v8, v8, v5, s[22:23]
	v_mov_b32 v9, 0xbaae005b
	v_mov_b32 v10, 0xba574d20
	v_cndmask_b32_e64 v9, v10, v9, s[22:23]
	v_fma_f32 v7, v7, v8, v9
	v_mov_b32 v9, 0x3c09919f
	v_mov_b32 v10, 0x3baad5ea
	v_cndmask_b32_e64 v9, v10, v9, s[22:23]
	v_fma_f32 v7, v7, v8, v9
	v_mov_b32 v9, 0xbd24d99a
	v_mov_b32 v10, 0xbcdc1be7
	v_cndmask_b32_e64 v9, v10, v9, s[22:23]
	v_fma_f32 v7, v7, v8, v9
	v_mov_b32 v9, 0x3e235519
	v_mov_b32 v10, 0x3de718af
	v_cndmask_b32_e64 v9, v10, v9, s[22:23]
	v_fma_f32 v7, v7, v8, v9
	v_mov_b32 v9, 0x3f69b4f9
	v_mov_b32 v10, 0xbec093ac
	v_cndmask_b32_e64 v9, v10, v9, s[22:23]
	v_fma_f32 v7, v7, v8, v9
	v_mov_b32 v9, 0x3f210a14
	v_mov_b32 v10, 0x3e0375d3
	v_cndmask_b32_e64 v9, v10, v9, s[22:23]
	v_fma_f32 v7, v7, v8, v9
	v_xor_b32_e32 v5, 0x80000000, v5
	v_cndmask_b32_e64 v4, v4, v5, s[22:23]
	v_fma_f32 v4, v7, v4, v4
	v_mov_b32 v5, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v5, v4
	v_mov_b32 v5, 0x42800000
	s_nop 0
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_add_f32_e64 v5, v4, v5
	v_exp_f32 v7, v5
	v_mov_b32 v5, 0xffffffc0
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_ldexp_f32 v7, v7, v5
	v_sub_f32_e64 v5, 1.0, v7
	v_or_b32_e64 v5, v6, v5
	v_mov_b32 v5, v5
	v_cndmask_b32_e64 v4, v4, v5, s[22:23]
	; %g_erf_13 = arith.addf
	v_add_f32_e64 v4, v4, 1.0
	; %g_erf_14 = arith.mulf
	v_mul_f32_e64 v4, v3, v4
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[12:13], v4, off
	s_or_b64 exec, exec, s[8:9]
	; %3 = tt.addptr
	v_mad_i64_i32 v[12:13], vcc, v0, 4, v[16:17]
	; %c = math.sqrt
	v_mov_b32 v0, 0xf800000
	v_cmp_gt_f32_e64 vcc, v0, v1
	v_mov_b32 v0, 0x4f800000
	s_nop 0
	v_cndmask_b32_e32 v0, 1.0, v0, vcc
	v_mul_f32_e64 v0, v1, v0
	v_sqrt_f32 v1, v0
	v_mov_b32 v0, 0x37800000
	v_cndmask_b32_e32 v0, 1.0, v0, vcc
	v_mul_f32_e32 v1, v1, v0
	; %z_15 = arith.mulf
	v_mul_f32_e32 v0, 0x3d372713, v2
	; %z_16 = arith.mulf
	v_mul_f32_e64 v0, v0, v2
	; %z_18 = arith.addf
	v_fma_f32 v0, v0, v2, v2
	; %z_20 = arith.mulf
	v_mul_f32_e64 v0, v1, v0
	; %t = arith.mulf
	v_mul_f32_e64 v0, v0, 2.0
	; %t_21 = math.exp
	v_mul_f32_e32 v0, 0x3fb8aa3b, v0
	v_mov_b32 v1, 0xc2fc0000
	v_cmp_gt_f32_e64 vcc, v1, v0
	v_mov_b32 v1, 0x42800000
	s_nop 0
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_f32_e64 v1, v0, v1
	v_exp_f32 v0, v1
	v_mov_b32 v1, 0xffffffc0
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_ldexp_f32 v0, v0, v1
	; %t_22 = arith.addf
	v_add_f32_e64 v0, v0, 1.0
	; %t_23 = arith.divf
	v_mov_b32 v1, 0x40000000
	v_div_scale_f32 v2, vcc, v0, v0, v1
	v_rcp_f32_e32 v4, v2
	s_nop 0
	v_fma_f32 v7, -v2, v4, 1.0
	v_fma_f32 v4, v7, v4, v4
	v_div_scale_f32 v5, vcc, v1, v0, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fma_f32 v6, v7, v4, v6
	v_fma_f32 v7, -v2, v6, v5
	v_div_fmas_f32 v7, v7, v4, v6
	v_div_fixup_f32 v0, v7, v0, v1
	; %t_24 = arith.subf
	v_sub_f32_e64 v0, 1.0, v0
	; %g_tanh = arith.addf
	v_add_f32_e64 v0, v0, 1.0
	; %g_tanh_25 = arith.mulf
	v_mul_f32_e64 v0, v3, v0
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[12:13], v0, off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size gelu_kernel, .Lfunc_end0-gelu_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel gelu_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: gelu_kernel
    .symbol: gelu_kernel.kd
    .kernarg_segment_size: 32
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 26
    .vgpr_count: 18
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str erf_out_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str tanh_out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str two_over_pi
        .offset: 24
        .size: 4
        .value_kind: by_value
      - .name: !str n
        .offset: 28
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
