	.amdhsa_code_object_version 5
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl vec_add_kernel
	.p2align 8
	.type vec_add_kernel,@function
vec_add_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v16, s12
	v_mov_b32 v17, s13
	v_mov_b32 v18, s14
	v_mov_b32 v19, s15
	v_mov_b32 v20, s16
	v_mov_b32 v21, s17
	v_mov_b32 v1, s18
	v_lshlrev_b32_e64 v0, 2, v0
	v_and_b32_e32 v0, 0x3fc, v0
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v2, s4
	; %offsets_0 = arith.muli
	v_lshlrev_b32_e64 v2, 10, v2
	; %offsets_3 = arith.addi
	v_add_u32_e64 v0, v2, v0
	; %x_5 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v0, 4, v[16:17]
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v0, v1
	; %x_6 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dwordx4 v[4:7], v[16:17], off
	s_or_b64 exec, exec, s[8:9]
	; %y_7 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v0, 4, v[18:19]
	; %y_8 = tt.load
	v_mov_b32 v8, 0
	v_mov_b32 v9, 0
	v_mov_b32 v10, 0
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dwordx4 v[8:11], v[16:17], off
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mad_i64_i32 v[16:17], vcc, v0, 4, v[20:21]
	s_waitcnt vmcnt(0)
	; %2 = arith.addf
	v_add_f32_e64 v12, v4, v8
	v_add_f32_e64 v13, v5, v9
	v_add_f32_e64 v14, v6, v10
	v_add_f32_e64 v15, v7, v11
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dwordx4 v[16:17], v[12:15], off
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size vec_add_kernel, .Lfunc_end0-vec_add_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel vec_add_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 22
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: vec_add_kernel
    .symbol: vec_add_kernel.kd
    .kernarg_segment_size: 28
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 24
    .vgpr_count: 22
    .max_flat_workgroup_size: 256
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str y_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n_elements
        .offset: 24
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
