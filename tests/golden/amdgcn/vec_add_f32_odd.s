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
	v_mov_b32 v24, s12
	v_mov_b32 v25, s13
	v_mov_b32 v26, s14
	v_mov_b32 v27, s15
	v_mov_b32 v30, s16
	v_mov_b32 v31, s17
	v_mov_b32 v8, s18
	v_lshlrev_b32_e64 v9, 2, v0
	v_and_b32_e32 v10, 0x1fc, v9
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v12, s4
	; %offsets_0 = arith.muli
	v_mov_b32 v14, 0x400
	v_mul_lo_u32 v14, v12, v14
	; %offsets_1 = tt.make_range
	v_or_b32_e64 v16, v10, 1
	v_or_b32_e64 v18, v10, 2
	v_or_b32_e64 v19, v10, 3
	v_or_b32_e32 v20, 0x200, v10
	v_or_b32_e32 v22, 0x201, v10
	v_or_b32_e32 v2, 0x202, v10
	v_or_b32_e32 v1, 0x203, v10
	; %offsets_3 = arith.addi
	v_add_u32_e64 v0, v14, v10
	v_add_u32_e64 v7, v14, v16
	v_add_u32_e64 v6, v14, v18
	v_add_u32_e64 v5, v14, v19
	v_add_u32_e64 v4, v14, v20
	v_add_u32_e64 v3, v14, v22
	v_add_u32_e64 v2, v14, v2
	v_add_u32_e64 v1, v14, v1
	; %mask_4 = arith.cmpi
	v_cmp_lt_i32_e64 s[34:35], v0, v8
	v_cmp_lt_i32_e64 s[32:33], v7, v8
	v_cmp_lt_i32_e64 s[30:31], v6, v8
	v_cmp_lt_i32_e64 s[28:29], v5, v8
	v_cmp_lt_i32_e64 s[26:27], v4, v8
	v_cmp_lt_i32_e64 s[22:23], v3, v8
	v_cmp_lt_i32_e64 s[20:21], v2, v8
	v_cmp_lt_i32_e64 s[24:25], v1, v8
	; %x_5 = tt.addptr
	v_mul_lo_u32 v28, v0, 4
	v_mul_hi_i32 v29, v0, 4
	v_add_co_u32_e64 v32, vcc, v24, v28
	v_addc_co_u32_e64 v33, vcc, v25, v29, vcc
	; %x_6 = tt.load
	v_mov_b32 v8, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v8, v[32:33], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v9, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v9, v[32:33], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v10, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v10, v[32:33], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v11, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v11, v[32:33], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v13, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v13, v[32:33], off offset:2048
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v14, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v14, v[32:33], off offset:2052
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v15, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v15, v[32:33], off offset:2056
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v17, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v17, v[32:33], off offset:2060
	s_or_b64 exec, exec, s[8:9]
	; %y_7 = tt.addptr
	v_mul_lo_u32 v34, v0, 4
	v_mul_hi_i32 v35, v0, 4
	v_add_co_u32_e64 v36, vcc, v26, v34
	v_addc_co_u32_e64 v37, vcc, v27, v35, vcc
	; %y_8 = tt.load
	v_mov_b32 v21, 0
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_load_dword v21, v[36:37], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v23, 0
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_load_dword v23, v[36:37], off offset:4
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v6, 0
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_load_dword v6, v[36:37], off offset:8
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_load_dword v5, v[36:37], off offset:12
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v4, v[36:37], off offset:2048
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v3, 0
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v3, v[36:37], off offset:2052
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v2, 0
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v2, v[36:37], off offset:2056
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v1, v[36:37], off offset:2060
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v38, v0, 4
	v_mul_hi_i32 v39, v0, 4
	v_add_co_u32_e64 v40, vcc, v30, v38
	v_addc_co_u32_e64 v41, vcc, v31, v39, vcc
	s_waitcnt vmcnt(7)
	; %2 = arith.addf
	v_add_f32_e64 v8, v8, v21
	s_waitcnt vmcnt(6)
	v_add_f32_e64 v7, v9, v23
	s_waitcnt vmcnt(5)
	v_add_f32_e64 v6, v10, v6
	s_waitcnt vmcnt(4)
	v_add_f32_e64 v5, v11, v5
	s_waitcnt vmcnt(3)
	v_add_f32_e64 v4, v13, v4
	s_waitcnt vmcnt(2)
	v_add_f32_e64 v3, v14, v3
	s_waitcnt vmcnt(1)
	v_add_f32_e64 v2, v15, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v0, v17, v1
	; tt.store
	s_and_saveexec_b64 s[8:9], s[34:35]
	global_store_dword v[40:41], v8, off
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[32:33]
	global_store_dword v[40:41], v7, off offset:4
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[30:31]
	global_store_dword v[40:41], v6, off offset:8
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[28:29]
	global_store_dword v[40:41], v5, off offset:12
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[40:41], v4, off offset:2048
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_store_dword v[40:41], v3, off offset:2052
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_store_dword v[40:41], v2, off offset:2056
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[40:41], v0, off offset:2060
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 44
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
    .sgpr_count: 38
    .vgpr_count: 42
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
