	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
	v_mov_b32 v34, s12
	v_mov_b32 v35, s13
	v_mov_b32 v36, s14
	v_mov_b32 v37, s15
	v_mov_b32 v38, s16
	v_mov_b32 v39, s17
	v_mov_b32 v1, s18
	v_lshlrev_b32_e64 v2, 2, v0
	v_and_b32_e32 v3, 0x1fc, v2
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v28, s4
	; %offsets_0 = arith.muli
	v_mov_b32 v29, 0x400
	v_mul_lo_u32 v29, v28, v29
	; %offsets_1 = tt.make_range
	v_or_b32_e32 v30, 0x200, v3
	; %offsets_3 = arith.addi
	v_add_u32_e64 v31, v29, v3
	v_add_u32_e64 v32, v29, v30
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[20:21], v31, v1
	v_cmp_lt_i32_e64 s[22:23], v32, v1
	; %x_5 = tt.addptr
	v_mul_lo_u32 v40, v31, 4
	v_mul_hi_i32 v41, v31, 4
	v_add_co_u32_e64 v42, vcc, v34, v40
	v_addc_co_u32_e64 v43, vcc, v35, v41, vcc
	; %x_6 = tt.load
	v_mov_b32 v4, 0
	v_mov_b32 v5, 0
	v_mov_b32 v6, 0
	v_mov_b32 v7, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dwordx4 v[4:7], v[42:43], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v8, 0
	v_mov_b32 v9, 0
	v_mov_b32 v10, 0
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dwordx4 v[8:11], v[42:43], off offset:2048
	s_or_b64 exec, exec, s[8:9]
	; %y_7 = tt.addptr
	v_mul_lo_u32 v44, v31, 4
	v_mul_hi_i32 v45, v31, 4
	v_add_co_u32_e64 v46, vcc, v36, v44
	v_addc_co_u32_e64 v47, vcc, v37, v45, vcc
	; %y_8 = tt.load
	v_mov_b32 v12, 0
	v_mov_b32 v13, 0
	v_mov_b32 v14, 0
	v_mov_b32 v15, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dwordx4 v[12:15], v[46:47], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v16, 0
	v_mov_b32 v17, 0
	v_mov_b32 v18, 0
	v_mov_b32 v19, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dwordx4 v[16:19], v[46:47], off offset:2048
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v48, v31, 4
	v_mul_hi_i32 v49, v31, 4
	v_add_co_u32_e64 v50, vcc, v38, v48
	v_addc_co_u32_e64 v51, vcc, v39, v49, vcc
	s_waitcnt vmcnt(1)
	; %2 = arith.addf
	v_add_f32_e64 v20, v4, v12
	v_add_f32_e64 v21, v5, v13
	v_add_f32_e64 v22, v6, v14
	v_add_f32_e64 v23, v7, v15
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v24, v8, v16
	v_add_f32_e64 v25, v9, v17
	v_add_f32_e64 v26, v10, v18
	v_add_f32_e64 v27, v11, v19
	; tt.store
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dwordx4 v[50:51], v[20:23], off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dwordx4 v[50:51], v[24:27], off offset:2048
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
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 52
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
    .sgpr_count: 26
    .vgpr_count: 52
    .max_flat_workgroup_size: 128
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
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
