	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl shifted_load_kernel
	.p2align 8
	.type shifted_load_kernel,@function
shifted_load_kernel:
	; the kernel arguments
	s_load_dwordx4 s[12:15], s[2:3], 0x0
	s_load_dwordx4 s[16:19], s[2:3], 0x10
	s_waitcnt lgkmcnt(0)
.LBB0_0:
	v_mov_b32 v18, s12
	v_mov_b32 v19, s13
	v_mov_b32 v20, s14
	v_mov_b32 v21, s15
	v_mov_b32 v22, s16
	v_mov_b32 v23, s17
	v_mov_b32 v6, s18
	v_lshlrev_b32_e64 v7, 1, v0
	v_and_b32_e32 v8, 0xfe, v7
.LBB0_1:
	; %pid = tt.get_program_id
	v_mov_b32 v10, s4
	; %offs_1 = arith.muli
	v_mov_b32 v11, 0x100
	v_mul_lo_u32 v11, v10, v11
	; %offs_2 = tt.make_range
	v_or_b32_e64 v12, v8, 1
	; %offs_4 = arith.addi
	v_add_u32_e64 v13, v11, v8
	v_add_u32_e64 v14, v11, v12
	; %mask_5 = arith.cmpi
	v_cmp_lt_i32_e64 s[24:25], v13, v6
	v_cmp_lt_i32_e64 s[26:27], v14, v6
	; %x_6 = tt.addptr
	v_mul_lo_u32 v28, v13, 4
	v_mul_hi_i32 v29, v13, 4
	v_add_co_u32_e64 v30, vcc, v18, v28
	v_addc_co_u32_e64 v31, vcc, v19, v29, vcc
	v_mov_b32 v32, 4
	v_mov_b32 v33, 0
	v_add_co_u32_e64 v32, vcc, v30, v32
	v_addc_co_u32_e64 v33, vcc, v31, v33, vcc
	; %x_7 = tt.load
	v_mov_b32 v1, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v1, v[30:31], off glc
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v0, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v0, v[30:31], off offset:4 glc
	s_or_b64 exec, exec, s[8:9]
	; %nxt_8 = arith.addi
	v_add_u32_e64 v3, v13, 1
	v_add_u32_e64 v2, v14, 1
	; %nxt_9 = arith.cmpi
	v_cmp_lt_i32_e64 s[22:23], v3, v6
	v_cmp_lt_i32_e64 s[20:21], v2, v6
	; %nxt_10 = tt.addptr
	v_mov_b32 v34, 4
	v_mov_b32 v35, 0
	v_add_co_u32_e64 v34, vcc, v30, v34
	v_addc_co_u32_e64 v35, vcc, v31, v35, vcc
	v_mov_b32 v36, 4
	v_mov_b32 v37, 0
	v_add_co_u32_e64 v36, vcc, v32, v36
	v_addc_co_u32_e64 v37, vcc, v33, v37, vcc
	; %nxt_11 = tt.load
	v_mov_b32 v3, 0xbf800000
	s_and_saveexec_b64 s[8:9], s[22:23]
	global_load_dword v3, v[34:35], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v2, 0xbf800000
	s_and_saveexec_b64 s[8:9], s[20:21]
	global_load_dword v2, v[36:37], off
	s_or_b64 exec, exec, s[8:9]
	; %w_12 = tt.addptr
	v_mul_lo_u32 v16, v13, 4
	v_mul_hi_i32 v17, v13, 4
	v_add_co_u32_e64 v18, vcc, v20, v16
	v_addc_co_u32_e64 v19, vcc, v21, v17, vcc
	; %w_13 = tt.load
	v_mov_b32 v4, 0
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_load_dword v4, v[18:19], off
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32 v5, 0
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_load_dword v5, v[18:19], off offset:4
	s_or_b64 exec, exec, s[8:9]
	; %1 = tt.addptr
	v_mul_lo_u32 v24, v13, 4
	v_mul_hi_i32 v25, v13, 4
	v_add_co_u32_e64 v26, vcc, v22, v24
	v_addc_co_u32_e64 v27, vcc, v23, v25, vcc
	s_waitcnt vmcnt(1)
	; %3 = arith.addf
	v_fma_f32 v8, v1, v4, v3
	s_waitcnt vmcnt(0)
	v_fma_f32 v9, v0, v5, v2
	; tt.store
	s_and_saveexec_b64 s[8:9], s[24:25]
	global_store_dword v[26:27], v8, off slc
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[26:27]
	global_store_dword v[26:27], v9, off offset:4 slc
	s_or_b64 exec, exec, s[8:9]
	s_endpgm
.Lfunc_end0:
	.size shifted_load_kernel, .Lfunc_end0-shifted_load_kernel

	.rodata
	.p2align 6
	.amdhsa_kernel shifted_load_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: shifted_load_kernel
    .symbol: shifted_load_kernel.kd
    .kernarg_segment_size: 28
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 30
    .vgpr_count: 38
    .max_flat_workgroup_size: 128
    .args:
      - .name: !str x_ptr
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str w_ptr
        .offset: 8
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str out_ptr
        .offset: 16
        .size: 8
        .value_kind: global_buffer
        .address_space: global
      - .name: !str n
        .offset: 24
        .size: 4
        .value_kind: by_value
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
