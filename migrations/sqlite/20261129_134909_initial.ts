import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`phone\` text,
  	\`company_siret\` text,
  	\`company_name\` text,
  	\`company_address\` text,
  	\`role\` text DEFAULT 'customer' NOT NULL,
  	\`is_active\` integer DEFAULT false,
  	\`avatar_id\` integer,
  	\`send_notifications\` integer DEFAULT true,
  	\`pending_email\` text,
  	\`email_change_token_hash\` text,
  	\`email_change_expires_at\` text,
  	\`created_from_questionnaire\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_avatar_idx\` ON \`users\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`users_email_change_token_hash_idx\` ON \`users\` (\`email_change_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_username_idx\` ON \`users\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`projects_rooms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`piece_id\` text,
  	\`value\` text,
  	\`title\` text,
  	\`count\` numeric,
  	\`surface\` numeric,
  	\`renovation_level_id\` integer,
  	FOREIGN KEY (\`renovation_level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rooms_order_idx\` ON \`projects_rooms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rooms_parent_id_idx\` ON \`projects_rooms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rooms_renovation_level_idx\` ON \`projects_rooms\` (\`renovation_level_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`owner_id\` integer,
  	\`visitor_key_hash\` text,
  	\`email_code_hash\` text,
  	\`email_code_expires_at\` text,
  	\`email_code_attempts\` numeric,
  	\`status\` numeric DEFAULT 0 NOT NULL,
  	\`status_before_exception\` numeric,
  	\`quiz_id\` integer,
  	\`quiz_version\` text,
  	\`address\` text,
  	\`surface\` numeric,
  	\`apartment_type\` text,
  	\`room_count\` numeric,
  	\`budget_low\` numeric,
  	\`budget_high\` numeric,
  	\`image_id\` integer,
  	\`style_id\` integer,
  	\`folder_id\` integer,
  	\`estimate_file_id\` integer,
  	\`estimate_shown\` integer DEFAULT false,
  	\`presentation_file_id\` integer,
  	\`quote_file_id\` integer,
  	\`audit_amount\` numeric,
  	\`quote_amount\` numeric,
  	\`contract_file_id\` integer,
  	\`signed_contract_file_id\` integer,
  	\`promo_price\` numeric DEFAULT 700,
  	\`promo_discount\` numeric DEFAULT -200,
  	\`promo_code\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`quiz_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`style_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`folder_id\`) REFERENCES \`folders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`estimate_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`presentation_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`quote_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contract_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signed_contract_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_owner_idx\` ON \`projects\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_visitor_key_hash_idx\` ON \`projects\` (\`visitor_key_hash\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_quiz_idx\` ON \`projects\` (\`quiz_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_address_idx\` ON \`projects\` (\`address\`);`)
  await db.run(sql`CREATE INDEX \`projects_apartment_type_idx\` ON \`projects\` (\`apartment_type\`);`)
  await db.run(sql`CREATE INDEX \`projects_image_idx\` ON \`projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_style_idx\` ON \`projects\` (\`style_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_folder_idx\` ON \`projects\` (\`folder_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_estimate_file_idx\` ON \`projects\` (\`estimate_file_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_presentation_file_idx\` ON \`projects\` (\`presentation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_quote_file_idx\` ON \`projects\` (\`quote_file_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_contract_file_idx\` ON \`projects\` (\`contract_file_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_signed_contract_file_idx\` ON \`projects\` (\`signed_contract_file_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_files_id_idx\` ON \`projects_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`quizzes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` integer,
  	\`image2_id\` integer,
  	\`snapshot\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image2_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`quizzes_image_idx\` ON \`quizzes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_image2_idx\` ON \`quizzes\` (\`image2_id\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_updated_at_idx\` ON \`quizzes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes_created_at_idx\` ON \`quizzes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`quizzes__status_idx\` ON \`quizzes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_quizzes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_image_id\` integer,
  	\`version_image2_id\` integer,
  	\`version_snapshot\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image2_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_quizzes_v_parent_idx\` ON \`_quizzes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_image_idx\` ON \`_quizzes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_image2_idx\` ON \`_quizzes_v\` (\`version_image2_id\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_updated_at_idx\` ON \`_quizzes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version_created_at_idx\` ON \`_quizzes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_version_version__status_idx\` ON \`_quizzes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_created_at_idx\` ON \`_quizzes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_updated_at_idx\` ON \`_quizzes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quizzes_v_latest_idx\` ON \`_quizzes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`questions_choices_rules_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text DEFAULT 'et',
  	\`question_id\` integer,
  	\`operator\` text,
  	\`value\` text,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions_choices_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_choices_rules_conditions_order_idx\` ON \`questions_choices_rules_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questions_choices_rules_conditions_parent_id_idx\` ON \`questions_choices_rules_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_choices_rules_conditions_question_idx\` ON \`questions_choices_rules_conditions\` (\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_choices_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`no_condition\` integer DEFAULT false,
  	\`goto_id\` integer,
  	FOREIGN KEY (\`goto_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions_choices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_choices_rules_order_idx\` ON \`questions_choices_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questions_choices_rules_parent_id_idx\` ON \`questions_choices_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_choices_rules_goto_idx\` ON \`questions_choices_rules\` (\`goto_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`has_input\` integer DEFAULT false,
  	\`retired\` integer DEFAULT false,
  	\`placeholder\` text,
  	\`help\` text,
  	\`value\` text,
  	\`piece_id\` text,
  	\`piece_title\` text,
  	\`piece_value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_choices_order_idx\` ON \`questions_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questions_choices_parent_id_idx\` ON \`questions_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_rules_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text DEFAULT 'et',
  	\`question_id\` integer,
  	\`operator\` text,
  	\`value\` text,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_rules_conditions_order_idx\` ON \`questions_rules_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questions_rules_conditions_parent_id_idx\` ON \`questions_rules_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_rules_conditions_question_idx\` ON \`questions_rules_conditions\` (\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`questions_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`no_condition\` integer DEFAULT false,
  	\`goto_id\` integer,
  	FOREIGN KEY (\`goto_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_rules_order_idx\` ON \`questions_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`questions_rules_parent_id_idx\` ON \`questions_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_rules_goto_idx\` ON \`questions_rules\` (\`goto_id\`);`)
  await db.run(sql`CREATE TABLE \`questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quiz_id\` integer,
  	\`position\` numeric,
  	\`retired\` integer DEFAULT false,
  	\`title\` text,
  	\`type\` text DEFAULT '0',
  	\`variable\` text,
  	\`image_id\` integer,
  	\`optional\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`quiz_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`questions_quiz_idx\` ON \`questions\` (\`quiz_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_position_idx\` ON \`questions\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`questions_retired_idx\` ON \`questions\` (\`retired\`);`)
  await db.run(sql`CREATE INDEX \`questions_image_idx\` ON \`questions\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`questions_updated_at_idx\` ON \`questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`questions_created_at_idx\` ON \`questions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`questions__status_idx\` ON \`questions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_choices_rules_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text DEFAULT 'et',
  	\`question_id\` integer,
  	\`operator\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v_version_choices_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_rules_conditions_order_idx\` ON \`_questions_v_version_choices_rules_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_rules_conditions_parent_id_idx\` ON \`_questions_v_version_choices_rules_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_rules_conditions_question_idx\` ON \`_questions_v_version_choices_rules_conditions\` (\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_choices_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`no_condition\` integer DEFAULT false,
  	\`goto_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`goto_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v_version_choices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_rules_order_idx\` ON \`_questions_v_version_choices_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_rules_parent_id_idx\` ON \`_questions_v_version_choices_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_rules_goto_idx\` ON \`_questions_v_version_choices_rules\` (\`goto_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_choices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`has_input\` integer DEFAULT false,
  	\`retired\` integer DEFAULT false,
  	\`placeholder\` text,
  	\`help\` text,
  	\`value\` text,
  	\`piece_id\` text,
  	\`piece_title\` text,
  	\`piece_value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_order_idx\` ON \`_questions_v_version_choices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_choices_parent_id_idx\` ON \`_questions_v_version_choices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_rules_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text DEFAULT 'et',
  	\`question_id\` integer,
  	\`operator\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v_version_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_rules_conditions_order_idx\` ON \`_questions_v_version_rules_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_rules_conditions_parent_id_idx\` ON \`_questions_v_version_rules_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_rules_conditions_question_idx\` ON \`_questions_v_version_rules_conditions\` (\`question_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v_version_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`no_condition\` integer DEFAULT false,
  	\`goto_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`goto_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_questions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_version_rules_order_idx\` ON \`_questions_v_version_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_rules_parent_id_idx\` ON \`_questions_v_version_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_rules_goto_idx\` ON \`_questions_v_version_rules\` (\`goto_id\`);`)
  await db.run(sql`CREATE TABLE \`_questions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_quiz_id\` integer,
  	\`version_position\` numeric,
  	\`version_retired\` integer DEFAULT false,
  	\`version_title\` text,
  	\`version_type\` text DEFAULT '0',
  	\`version_variable\` text,
  	\`version_image_id\` integer,
  	\`version_optional\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_quiz_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_questions_v_parent_idx\` ON \`_questions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_quiz_idx\` ON \`_questions_v\` (\`version_quiz_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_position_idx\` ON \`_questions_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_retired_idx\` ON \`_questions_v\` (\`version_retired\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_image_idx\` ON \`_questions_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_updated_at_idx\` ON \`_questions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version_created_at_idx\` ON \`_questions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_version_version__status_idx\` ON \`_questions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_created_at_idx\` ON \`_questions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_updated_at_idx\` ON \`_questions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_questions_v_latest_idx\` ON \`_questions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`responses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`question_id\` integer NOT NULL,
  	\`quiz_id\` integer,
  	\`part\` text DEFAULT '',
  	\`label\` text,
  	\`value\` text,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`quiz_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`responses_project_idx\` ON \`responses\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`responses_question_idx\` ON \`responses\` (\`question_id\`);`)
  await db.run(sql`CREATE INDEX \`responses_quiz_idx\` ON \`responses\` (\`quiz_id\`);`)
  await db.run(sql`CREATE INDEX \`responses_owner_idx\` ON \`responses\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`responses_updated_at_idx\` ON \`responses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`responses_created_at_idx\` ON \`responses\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_question_part_idx\` ON \`responses\` (\`project_id\`,\`question_id\`,\`part\`);`)
  await db.run(sql`CREATE TABLE \`zones\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`zones_image_idx\` ON \`zones\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`zones_position_idx\` ON \`zones\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`zones_updated_at_idx\` ON \`zones\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`zones_created_at_idx\` ON \`zones\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`styles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`zone_id\` integer,
  	\`is_custom\` integer DEFAULT false,
  	\`is_published\` integer DEFAULT false,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`zone_id\`) REFERENCES \`zones\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`styles_zone_idx\` ON \`styles\` (\`zone_id\`);`)
  await db.run(sql`CREATE INDEX \`styles_is_custom_idx\` ON \`styles\` (\`is_custom\`);`)
  await db.run(sql`CREATE INDEX \`styles_owner_idx\` ON \`styles\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`styles_updated_at_idx\` ON \`styles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`styles_created_at_idx\` ON \`styles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`styles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photos_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`styles_rels_order_idx\` ON \`styles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`styles_rels_parent_idx\` ON \`styles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`styles_rels_path_idx\` ON \`styles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`styles_rels_photos_id_idx\` ON \`styles_rels\` (\`photos_id\`);`)
  await db.run(sql`CREATE TABLE \`levels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`position\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`levels_updated_at_idx\` ON \`levels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`levels_created_at_idx\` ON \`levels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`owner_id\` integer,
  	\`prefix\` text DEFAULT 'photos',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`photos_owner_idx\` ON \`photos\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`photos_updated_at_idx\` ON \`photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`photos_created_at_idx\` ON \`photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`photos_filename_idx\` ON \`photos\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`photos_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`photos\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`photos_sizes_card_sizes_card_filename_idx\` ON \`photos\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`photos_sizes_large_sizes_large_filename_idx\` ON \`photos\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`folders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`project_id\` integer,
  	\`parent_id\` integer,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`folders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`folders_project_idx\` ON \`folders\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`folders_parent_idx\` ON \`folders\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`folders_owner_idx\` ON \`folders\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`folders_updated_at_idx\` ON \`folders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`folders_created_at_idx\` ON \`folders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'document',
  	\`project_id\` integer,
  	\`folder_id\` integer,
  	\`is_generated\` integer DEFAULT false,
  	\`owner_id\` integer,
  	\`once_key\` text,
  	\`prefix\` text DEFAULT 'files',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`folder_id\`) REFERENCES \`folders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`files_kind_idx\` ON \`files\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`files_project_idx\` ON \`files\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`files_folder_idx\` ON \`files\` (\`folder_id\`);`)
  await db.run(sql`CREATE INDEX \`files_is_generated_idx\` ON \`files\` (\`is_generated\`);`)
  await db.run(sql`CREATE INDEX \`files_owner_idx\` ON \`files\` (\`owner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_once_key_idx\` ON \`files\` (\`once_key\`);`)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`files_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`files\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer,
  	\`description\` text,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_project_idx\` ON \`reports\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_file_idx\` ON \`reports\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_owner_idx\` ON \`reports\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_updated_at_idx\` ON \`reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reports_created_at_idx\` ON \`reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reports_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reports_rels_order_idx\` ON \`reports_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reports_rels_parent_idx\` ON \`reports_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_rels_path_idx\` ON \`reports_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`reports_rels_files_id_idx\` ON \`reports_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`sender_id\` integer,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_sender_idx\` ON \`contact_messages\` (\`sender_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`project_history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`move\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`changed_by_id\` integer,
  	\`changed_by_name\` text,
  	\`reason\` text,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`project_history_project_idx\` ON \`project_history\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`project_history_changed_by_idx\` ON \`project_history\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`project_history_owner_idx\` ON \`project_history\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`project_history_updated_at_idx\` ON \`project_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_history_created_at_idx\` ON \`project_history\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`agendas_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`agendas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`agendas_opening_hours_order_idx\` ON \`agendas_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`agendas_opening_hours_parent_id_idx\` ON \`agendas_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`agendas_days_off\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`agendas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`agendas_days_off_order_idx\` ON \`agendas_days_off\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`agendas_days_off_parent_id_idx\` ON \`agendas_days_off\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`agendas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`is_bookable\` integer DEFAULT true,
  	\`visio_url\` text,
  	\`slot_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`agendas_agent_idx\` ON \`agendas\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`agendas_updated_at_idx\` ON \`agendas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`agendas_created_at_idx\` ON \`agendas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`format\` text DEFAULT 'sur-place' NOT NULL,
  	\`place\` text,
  	\`confirmed_at\` text,
  	\`slot_key\` text,
  	\`sequence\` numeric DEFAULT 0,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_project_idx\` ON \`appointments\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_agent_idx\` ON \`appointments\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_start_idx\` ON \`appointments\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appointments_slot_key_idx\` ON \`appointments\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`appointments_owner_idx\` ON \`appointments\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`project_id\` integer,
  	\`purpose\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`amount_cents\` numeric NOT NULL,
  	\`amount_label\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`provider_session_id\` text,
  	\`paid_at\` text,
  	\`confirmed_by\` text,
  	\`receipt_id\` integer,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`receipt_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_project_idx\` ON \`payments\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_session_id_idx\` ON \`payments\` (\`provider_session_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_receipt_idx\` ON \`payments\` (\`receipt_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_owner_idx\` ON \`payments\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`payment_id\` integer,
  	\`outcome\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_id_idx\` ON \`payment_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_payment_idx\` ON \`payment_events\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`signatures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`document_id\` integer NOT NULL,
  	\`document_name\` text NOT NULL,
  	\`original_sha256\` text NOT NULL,
  	\`presentation_document_id\` integer,
  	\`presentation_name\` text,
  	\`presentation_sha256\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`code_hash\` text,
  	\`code_expires_at\` text,
  	\`code_attempts\` numeric DEFAULT 0,
  	\`code_sends\` numeric DEFAULT 0,
  	\`code_sent_at\` text,
  	\`signer_name\` text,
  	\`signer_email\` text,
  	\`method\` text,
  	\`signed_at\` text,
  	\`signed_ip\` text,
  	\`signed_user_agent\` text,
  	\`signed_file_id\` integer,
  	\`signed_sha256\` text,
  	\`signed_presentation_file_id\` integer,
  	\`signed_presentation_sha256\` text,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`presentation_document_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signed_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signed_presentation_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`signatures_project_idx\` ON \`signatures\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`signatures_document_idx\` ON \`signatures\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`signatures_presentation_document_idx\` ON \`signatures\` (\`presentation_document_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`signatures_token_hash_idx\` ON \`signatures\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`signatures_signed_file_idx\` ON \`signatures\` (\`signed_file_id\`);`)
  await db.run(sql`CREATE INDEX \`signatures_signed_presentation_file_idx\` ON \`signatures\` (\`signed_presentation_file_id\`);`)
  await db.run(sql`CREATE INDEX \`signatures_owner_idx\` ON \`signatures\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`signatures_updated_at_idx\` ON \`signatures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`signatures_created_at_idx\` ON \`signatures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`projects_id\` integer,
  	\`quizzes_id\` integer,
  	\`questions_id\` integer,
  	\`responses_id\` integer,
  	\`zones_id\` integer,
  	\`styles_id\` integer,
  	\`levels_id\` integer,
  	\`photos_id\` integer,
  	\`folders_id\` integer,
  	\`files_id\` integer,
  	\`reports_id\` integer,
  	\`contact_messages_id\` integer,
  	\`project_history_id\` integer,
  	\`agendas_id\` integer,
  	\`appointments_id\` integer,
  	\`payments_id\` integer,
  	\`payment_events_id\` integer,
  	\`signatures_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quizzes_id\`) REFERENCES \`quizzes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questions_id\`) REFERENCES \`questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`responses_id\`) REFERENCES \`responses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`zones_id\`) REFERENCES \`zones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`styles_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`levels_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photos_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`folders_id\`) REFERENCES \`folders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reports_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_history_id\`) REFERENCES \`project_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`agendas_id\`) REFERENCES \`agendas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`signatures_id\`) REFERENCES \`signatures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quizzes_id_idx\` ON \`payload_locked_documents_rels\` (\`quizzes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_responses_id_idx\` ON \`payload_locked_documents_rels\` (\`responses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_zones_id_idx\` ON \`payload_locked_documents_rels\` (\`zones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_styles_id_idx\` ON \`payload_locked_documents_rels\` (\`styles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_folders_id_idx\` ON \`payload_locked_documents_rels\` (\`folders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_history_id_idx\` ON \`payload_locked_documents_rels\` (\`project_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agendas_id_idx\` ON \`payload_locked_documents_rels\` (\`agendas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`signatures_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`params\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cgu\` text,
  	\`cgv\` text,
  	\`legal_notice\` text,
  	\`privacy\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_params_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_cgu\` text,
  	\`version_cgv\` text,
  	\`version_legal_notice\` text,
  	\`version_privacy\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_params_v_created_at_idx\` ON \`_params_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_params_v_updated_at_idx\` ON \`_params_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`home_content_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_content_steps_order_idx\` ON \`home_content_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_content_steps_parent_id_idx\` ON \`home_content_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_content\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_eyebrow\` text DEFAULT 'Rénovation et aménagement d’appartement' NOT NULL,
  	\`hero_title\` text DEFAULT 'Votre appartement, pensé avec vous, du premier croquis à la remise des clés.' NOT NULL,
  	\`hero_text\` text DEFAULT 'Décrivez votre logement et vos envies en 5 minutes. Un expert travaux vous envoie un estimatif, vous choisissez votre style, et nous suivons vos travaux jusqu’à la livraison.' NOT NULL,
  	\`hero_image_id\` integer,
  	\`hero_call_to_action\` text DEFAULT 'Commencer mon projet' NOT NULL,
  	\`legal_notice\` text DEFAULT 'Maisonnée SAS · 18 rue de Paradis, 75010 Paris' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_content_hero_hero_image_idx\` ON \`home_content\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_content_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`styles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_content\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`styles_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_content_rels_order_idx\` ON \`home_content_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_content_rels_parent_idx\` ON \`home_content_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_content_rels_path_idx\` ON \`home_content_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_content_rels_styles_id_idx\` ON \`home_content_rels\` (\`styles_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_content_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_steps_order_idx\` ON \`_home_content_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_steps_parent_id_idx\` ON \`_home_content_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_content_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_eyebrow\` text DEFAULT 'Rénovation et aménagement d’appartement' NOT NULL,
  	\`version_hero_title\` text DEFAULT 'Votre appartement, pensé avec vous, du premier croquis à la remise des clés.' NOT NULL,
  	\`version_hero_text\` text DEFAULT 'Décrivez votre logement et vos envies en 5 minutes. Un expert travaux vous envoie un estimatif, vous choisissez votre style, et nous suivons vos travaux jusqu’à la livraison.' NOT NULL,
  	\`version_hero_image_id\` integer,
  	\`version_hero_call_to_action\` text DEFAULT 'Commencer mon projet' NOT NULL,
  	\`version_legal_notice\` text DEFAULT 'Maisonnée SAS · 18 rue de Paradis, 75010 Paris' NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_content_v_version_hero_version_hero_image_idx\` ON \`_home_content_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_created_at_idx\` ON \`_home_content_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_updated_at_idx\` ON \`_home_content_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_content_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`styles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`styles_id\`) REFERENCES \`styles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_content_v_rels_order_idx\` ON \`_home_content_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_rels_parent_idx\` ON \`_home_content_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_rels_path_idx\` ON \`_home_content_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_content_v_rels_styles_id_idx\` ON \`_home_content_v_rels\` (\`styles_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_grid_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`room_value\` text NOT NULL,
  	\`level_id\` integer NOT NULL,
  	\`low_per_square_metre\` numeric NOT NULL,
  	\`high_per_square_metre\` numeric NOT NULL,
  	FOREIGN KEY (\`level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_grid_rows_order_idx\` ON \`pricing_grid_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_grid_rows_parent_id_idx\` ON \`pricing_grid_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_grid_rows_level_idx\` ON \`pricing_grid_rows\` (\`level_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_grid_fixed_costs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_grid_fixed_costs_order_idx\` ON \`pricing_grid_fixed_costs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_grid_fixed_costs_parent_id_idx\` ON \`pricing_grid_fixed_costs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_grid\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vat_rate\` numeric DEFAULT 10 NOT NULL,
  	\`audit_price\` numeric DEFAULT 700 NOT NULL,
  	\`audit_vat_rate\` numeric DEFAULT 20 NOT NULL,
  	\`quote_validity_days\` numeric DEFAULT 90 NOT NULL,
  	\`deposit_percent\` numeric DEFAULT 30 NOT NULL,
  	\`balance_due\` text DEFAULT 'instalments' NOT NULL,
  	\`withdrawal_days\` numeric DEFAULT 14 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_pricing_grid_v_version_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`room_value\` text NOT NULL,
  	\`level_id\` integer NOT NULL,
  	\`low_per_square_metre\` numeric NOT NULL,
  	\`high_per_square_metre\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_version_rows_order_idx\` ON \`_pricing_grid_v_version_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_version_rows_parent_id_idx\` ON \`_pricing_grid_v_version_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_version_rows_level_idx\` ON \`_pricing_grid_v_version_rows\` (\`level_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_grid_v_version_fixed_costs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_version_fixed_costs_order_idx\` ON \`_pricing_grid_v_version_fixed_costs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_version_fixed_costs_parent_id_idx\` ON \`_pricing_grid_v_version_fixed_costs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_grid_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_vat_rate\` numeric DEFAULT 10 NOT NULL,
  	\`version_audit_price\` numeric DEFAULT 700 NOT NULL,
  	\`version_audit_vat_rate\` numeric DEFAULT 20 NOT NULL,
  	\`version_quote_validity_days\` numeric DEFAULT 90 NOT NULL,
  	\`version_deposit_percent\` numeric DEFAULT 30 NOT NULL,
  	\`version_balance_due\` text DEFAULT 'instalments' NOT NULL,
  	\`version_withdrawal_days\` numeric DEFAULT 14 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_created_at_idx\` ON \`_pricing_grid_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_grid_v_updated_at_idx\` ON \`_pricing_grid_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`holder\` text NOT NULL,
  	\`iban\` text NOT NULL,
  	\`bic\` text NOT NULL,
  	\`bank\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`company_identity\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`legal_name\` text NOT NULL,
  	\`legal_form\` text NOT NULL,
  	\`capital\` numeric NOT NULL,
  	\`siret\` text NOT NULL,
  	\`rcs\` text NOT NULL,
  	\`vat_number\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`publication_director\` text NOT NULL,
  	\`host_name\` text NOT NULL,
  	\`host_address\` text NOT NULL,
  	\`host_phone\` text NOT NULL,
  	\`mediator_name\` text NOT NULL,
  	\`mediator_address\` text NOT NULL,
  	\`mediator_website\` text NOT NULL,
  	\`decennale_insurer\` text NOT NULL,
  	\`decennale_policy_number\` text NOT NULL,
  	\`decennale_coverage\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_company_identity_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_legal_name\` text NOT NULL,
  	\`version_legal_form\` text NOT NULL,
  	\`version_capital\` numeric NOT NULL,
  	\`version_siret\` text NOT NULL,
  	\`version_rcs\` text NOT NULL,
  	\`version_vat_number\` text NOT NULL,
  	\`version_address\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_publication_director\` text NOT NULL,
  	\`version_host_name\` text NOT NULL,
  	\`version_host_address\` text NOT NULL,
  	\`version_host_phone\` text NOT NULL,
  	\`version_mediator_name\` text NOT NULL,
  	\`version_mediator_address\` text NOT NULL,
  	\`version_mediator_website\` text NOT NULL,
  	\`version_decennale_insurer\` text NOT NULL,
  	\`version_decennale_policy_number\` text NOT NULL,
  	\`version_decennale_coverage\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_identity_v_created_at_idx\` ON \`_company_identity_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_identity_v_updated_at_idx\` ON \`_company_identity_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`projects_rooms\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`quizzes\`;`)
  await db.run(sql`DROP TABLE \`_quizzes_v\`;`)
  await db.run(sql`DROP TABLE \`questions_choices_rules_conditions\`;`)
  await db.run(sql`DROP TABLE \`questions_choices_rules\`;`)
  await db.run(sql`DROP TABLE \`questions_choices\`;`)
  await db.run(sql`DROP TABLE \`questions_rules_conditions\`;`)
  await db.run(sql`DROP TABLE \`questions_rules\`;`)
  await db.run(sql`DROP TABLE \`questions\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_choices_rules_conditions\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_choices_rules\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_choices\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_rules_conditions\`;`)
  await db.run(sql`DROP TABLE \`_questions_v_version_rules\`;`)
  await db.run(sql`DROP TABLE \`_questions_v\`;`)
  await db.run(sql`DROP TABLE \`responses\`;`)
  await db.run(sql`DROP TABLE \`zones\`;`)
  await db.run(sql`DROP TABLE \`styles\`;`)
  await db.run(sql`DROP TABLE \`styles_rels\`;`)
  await db.run(sql`DROP TABLE \`levels\`;`)
  await db.run(sql`DROP TABLE \`photos\`;`)
  await db.run(sql`DROP TABLE \`folders\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`reports\`;`)
  await db.run(sql`DROP TABLE \`reports_rels\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`project_history\`;`)
  await db.run(sql`DROP TABLE \`agendas_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`agendas_days_off\`;`)
  await db.run(sql`DROP TABLE \`agendas\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`signatures\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`params\`;`)
  await db.run(sql`DROP TABLE \`_params_v\`;`)
  await db.run(sql`DROP TABLE \`home_content_steps\`;`)
  await db.run(sql`DROP TABLE \`home_content\`;`)
  await db.run(sql`DROP TABLE \`home_content_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_content_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_home_content_v\`;`)
  await db.run(sql`DROP TABLE \`_home_content_v_rels\`;`)
  await db.run(sql`DROP TABLE \`pricing_grid_rows\`;`)
  await db.run(sql`DROP TABLE \`pricing_grid_fixed_costs\`;`)
  await db.run(sql`DROP TABLE \`pricing_grid\`;`)
  await db.run(sql`DROP TABLE \`_pricing_grid_v_version_rows\`;`)
  await db.run(sql`DROP TABLE \`_pricing_grid_v_version_fixed_costs\`;`)
  await db.run(sql`DROP TABLE \`_pricing_grid_v\`;`)
  await db.run(sql`DROP TABLE \`payment_settings\`;`)
  await db.run(sql`DROP TABLE \`company_identity\`;`)
  await db.run(sql`DROP TABLE \`_company_identity_v\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
}
