import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('customer', 'staff', 'marketing', 'curator', 'admin');
  CREATE TYPE "public"."enum_projects_apartment_type" AS ENUM('0', '1', '2', '3');
  CREATE TYPE "public"."enum_quizzes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__quizzes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_questions_choices_rules_conditions_link" AS ENUM('et', 'ou');
  CREATE TYPE "public"."enum_questions_choices_rules_conditions_operator" AS ENUM('est', 'nestpas', 'superieura', 'inferieura', 'contient');
  CREATE TYPE "public"."enum_questions_rules_conditions_link" AS ENUM('et', 'ou');
  CREATE TYPE "public"."enum_questions_rules_conditions_operator" AS ENUM('est', 'nestpas', 'superieura', 'inferieura', 'contient');
  CREATE TYPE "public"."enum_questions_type" AS ENUM('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14');
  CREATE TYPE "public"."enum_questions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__questions_v_version_choices_rules_conditions_link" AS ENUM('et', 'ou');
  CREATE TYPE "public"."enum__questions_v_version_choices_rules_conditions_operator" AS ENUM('est', 'nestpas', 'superieura', 'inferieura', 'contient');
  CREATE TYPE "public"."enum__questions_v_version_rules_conditions_link" AS ENUM('et', 'ou');
  CREATE TYPE "public"."enum__questions_v_version_rules_conditions_operator" AS ENUM('est', 'nestpas', 'superieura', 'inferieura', 'contient');
  CREATE TYPE "public"."enum__questions_v_version_type" AS ENUM('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14');
  CREATE TYPE "public"."enum__questions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_files_kind" AS ENUM('document', 'plan', 'photo', 'estimate', 'presentation', 'quote', 'report', 'contract', 'signed-contract', 'receipt');
  CREATE TYPE "public"."enum_project_history_from" AS ENUM('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13');
  CREATE TYPE "public"."enum_project_history_to" AS ENUM('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13');
  CREATE TYPE "public"."enum_project_history_move" AS ENUM('workflow', 'hold', 'restore', 'override');
  CREATE TYPE "public"."enum_project_history_actor" AS ENUM('customer', 'staff', 'system');
  CREATE TYPE "public"."enum_agendas_opening_hours_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_appointments_format" AS ENUM('visio', 'sur-place');
  CREATE TYPE "public"."enum_payments_purpose" AS ENUM('audit', 'quote');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('transfer', 'stripe');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'processing', 'paid', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_signatures_status" AS ENUM('pending', 'signed');
  CREATE TYPE "public"."enum_signatures_method" AS ENUM('drawn', 'typed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeOwnerlessDrafts', 'sendEmail', 'addressWork');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeOwnerlessDrafts', 'sendEmail', 'addressWork');
  CREATE TYPE "public"."enum_pricing_grid_balance_due" AS ENUM('instalments', 'handover');
  CREATE TYPE "public"."enum__pricing_grid_v_version_balance_due" AS ENUM('instalments', 'handover');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"company_siret" varchar,
  	"company_name" varchar,
  	"company_address" varchar,
  	"role" "enum_users_role" DEFAULT 'customer' NOT NULL,
  	"is_active" boolean DEFAULT false,
  	"avatar_id" integer,
  	"send_notifications" boolean DEFAULT true,
  	"pending_email" varchar,
  	"email_change_token_hash" varchar,
  	"email_change_expires_at" timestamp(3) with time zone,
  	"created_from_questionnaire" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"piece_id" varchar,
  	"value" varchar,
  	"title" varchar,
  	"count" numeric,
  	"surface" numeric,
  	"renovation_level_id" integer
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"owner_id" integer,
  	"visitor_key_hash" varchar,
  	"email_code_hash" varchar,
  	"email_code_expires_at" timestamp(3) with time zone,
  	"email_code_attempts" numeric,
  	"status" numeric DEFAULT 0 NOT NULL,
  	"status_before_exception" numeric,
  	"quiz_id" integer,
  	"quiz_version" varchar,
  	"address" varchar,
  	"surface" numeric,
  	"apartment_type" "enum_projects_apartment_type",
  	"room_count" numeric,
  	"budget_low" numeric,
  	"budget_high" numeric,
  	"image_id" integer,
  	"style_id" integer,
  	"folder_id" integer,
  	"estimate_file_id" integer,
  	"estimate_shown" boolean DEFAULT false,
  	"presentation_file_id" integer,
  	"quote_file_id" integer,
  	"audit_amount" numeric,
  	"quote_amount" numeric,
  	"contract_file_id" integer,
  	"signed_contract_file_id" integer,
  	"promo_price" numeric DEFAULT 700,
  	"promo_discount" numeric DEFAULT -200,
  	"promo_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "quizzes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"image2_id" integer,
  	"snapshot" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_quizzes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_quizzes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_image_id" integer,
  	"version_image2_id" integer,
  	"version_snapshot" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__quizzes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "questions_choices_rules_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" "enum_questions_choices_rules_conditions_link" DEFAULT 'et',
  	"question_id" integer,
  	"operator" "enum_questions_choices_rules_conditions_operator",
  	"value" varchar
  );
  
  CREATE TABLE "questions_choices_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"no_condition" boolean DEFAULT false,
  	"goto_id" integer
  );
  
  CREATE TABLE "questions_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_input" boolean DEFAULT false,
  	"retired" boolean DEFAULT false,
  	"placeholder" varchar,
  	"help" varchar,
  	"value" varchar,
  	"piece_id" varchar,
  	"piece_title" varchar,
  	"piece_value" varchar
  );
  
  CREATE TABLE "questions_rules_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" "enum_questions_rules_conditions_link" DEFAULT 'et',
  	"question_id" integer,
  	"operator" "enum_questions_rules_conditions_operator",
  	"value" varchar
  );
  
  CREATE TABLE "questions_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"no_condition" boolean DEFAULT false,
  	"goto_id" integer
  );
  
  CREATE TABLE "questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quiz_id" integer,
  	"position" numeric,
  	"retired" boolean DEFAULT false,
  	"title" varchar,
  	"type" "enum_questions_type" DEFAULT '0',
  	"variable" varchar,
  	"image_id" integer,
  	"optional" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_questions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_questions_v_version_choices_rules_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" "enum__questions_v_version_choices_rules_conditions_link" DEFAULT 'et',
  	"question_id" integer,
  	"operator" "enum__questions_v_version_choices_rules_conditions_operator",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v_version_choices_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"no_condition" boolean DEFAULT false,
  	"goto_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v_version_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_input" boolean DEFAULT false,
  	"retired" boolean DEFAULT false,
  	"placeholder" varchar,
  	"help" varchar,
  	"value" varchar,
  	"piece_id" varchar,
  	"piece_title" varchar,
  	"piece_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v_version_rules_conditions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" "enum__questions_v_version_rules_conditions_link" DEFAULT 'et',
  	"question_id" integer,
  	"operator" "enum__questions_v_version_rules_conditions_operator",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v_version_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"no_condition" boolean DEFAULT false,
  	"goto_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_quiz_id" integer,
  	"version_position" numeric,
  	"version_retired" boolean DEFAULT false,
  	"version_title" varchar,
  	"version_type" "enum__questions_v_version_type" DEFAULT '0',
  	"version_variable" varchar,
  	"version_image_id" integer,
  	"version_optional" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__questions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"question_id" integer NOT NULL,
  	"quiz_id" integer,
  	"part" varchar DEFAULT '',
  	"label" varchar,
  	"value" varchar,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "zones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "styles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"zone_id" integer,
  	"is_custom" boolean DEFAULT false,
  	"is_published" boolean DEFAULT false,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "styles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"photos_id" integer
  );
  
  CREATE TABLE "levels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"owner_id" integer,
  	"prefix" varchar DEFAULT 'photos',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"project_id" integer,
  	"parent_id" integer,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_files_kind" DEFAULT 'document',
  	"project_id" integer,
  	"folder_id" integer,
  	"is_generated" boolean DEFAULT false,
  	"owner_id" integer,
  	"once_key" varchar,
  	"prefix" varchar DEFAULT 'files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"file_id" integer,
  	"description" varchar,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reports_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"files_id" integer
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"sender_id" integer,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"from" "enum_project_history_from" NOT NULL,
  	"to" "enum_project_history_to" NOT NULL,
  	"move" "enum_project_history_move" NOT NULL,
  	"actor" "enum_project_history_actor" NOT NULL,
  	"changed_by_id" integer,
  	"changed_by_name" varchar,
  	"reason" varchar,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agendas_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_agendas_opening_hours_weekday" NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL
  );
  
  CREATE TABLE "agendas_days_off" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"reason" varchar
  );
  
  CREATE TABLE "agendas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"agent_id" integer NOT NULL,
  	"is_bookable" boolean DEFAULT true,
  	"visio_url" varchar,
  	"slot_minutes" numeric DEFAULT 60 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"agent_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'booked' NOT NULL,
  	"format" "enum_appointments_format" DEFAULT 'sur-place' NOT NULL,
  	"place" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"slot_key" varchar,
  	"sequence" numeric DEFAULT 0,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"project_id" integer,
  	"purpose" "enum_payments_purpose" NOT NULL,
  	"method" "enum_payments_method" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"amount_label" varchar,
  	"status" "enum_payments_status" DEFAULT 'pending' NOT NULL,
  	"provider_session_id" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"confirmed_by" varchar,
  	"receipt_id" integer,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"payment_id" integer,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"document_id" integer NOT NULL,
  	"document_name" varchar NOT NULL,
  	"original_sha256" varchar NOT NULL,
  	"presentation_document_id" integer,
  	"presentation_name" varchar,
  	"presentation_sha256" varchar,
  	"status" "enum_signatures_status" DEFAULT 'pending' NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_attempts" numeric DEFAULT 0,
  	"code_sends" numeric DEFAULT 0,
  	"code_sent_at" timestamp(3) with time zone,
  	"signer_name" varchar,
  	"signer_email" varchar,
  	"method" "enum_signatures_method",
  	"signed_at" timestamp(3) with time zone,
  	"signed_ip" varchar,
  	"signed_user_agent" varchar,
  	"signed_file_id" integer,
  	"signed_sha256" varchar,
  	"signed_presentation_file_id" integer,
  	"signed_presentation_sha256" varchar,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"projects_id" integer,
  	"quizzes_id" integer,
  	"questions_id" integer,
  	"responses_id" integer,
  	"zones_id" integer,
  	"styles_id" integer,
  	"levels_id" integer,
  	"photos_id" integer,
  	"folders_id" integer,
  	"files_id" integer,
  	"reports_id" integer,
  	"contact_messages_id" integer,
  	"project_history_id" integer,
  	"agendas_id" integer,
  	"appointments_id" integer,
  	"payments_id" integer,
  	"payment_events_id" integer,
  	"signatures_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "params" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cgu" jsonb,
  	"cgv" jsonb,
  	"legal_notice" jsonb,
  	"privacy" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_params_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cgu" jsonb,
  	"version_cgv" jsonb,
  	"version_legal_notice" jsonb,
  	"version_privacy" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_content_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "home_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar DEFAULT 'Rénovation et aménagement d’appartement' NOT NULL,
  	"hero_title" varchar DEFAULT 'Votre appartement, pensé avec vous, du premier croquis à la remise des clés.' NOT NULL,
  	"hero_text" varchar DEFAULT 'Décrivez votre logement et vos envies en 5 minutes. Un expert travaux vous envoie un estimatif, vous choisissez votre style, et nous suivons vos travaux jusqu’à la livraison.' NOT NULL,
  	"hero_image_id" integer,
  	"hero_call_to_action" varchar DEFAULT 'Commencer mon projet' NOT NULL,
  	"legal_notice" varchar DEFAULT 'Maisonnée SAS · 18 rue de Paradis, 75010 Paris' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_content_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"styles_id" integer
  );
  
  CREATE TABLE "_home_content_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_content_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar DEFAULT 'Rénovation et aménagement d’appartement' NOT NULL,
  	"version_hero_title" varchar DEFAULT 'Votre appartement, pensé avec vous, du premier croquis à la remise des clés.' NOT NULL,
  	"version_hero_text" varchar DEFAULT 'Décrivez votre logement et vos envies en 5 minutes. Un expert travaux vous envoie un estimatif, vous choisissez votre style, et nous suivons vos travaux jusqu’à la livraison.' NOT NULL,
  	"version_hero_image_id" integer,
  	"version_hero_call_to_action" varchar DEFAULT 'Commencer mon projet' NOT NULL,
  	"version_legal_notice" varchar DEFAULT 'Maisonnée SAS · 18 rue de Paradis, 75010 Paris' NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_content_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"styles_id" integer
  );
  
  CREATE TABLE "pricing_grid_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room_value" varchar NOT NULL,
  	"level_id" integer NOT NULL,
  	"low_per_square_metre" numeric NOT NULL,
  	"high_per_square_metre" numeric NOT NULL
  );
  
  CREATE TABLE "pricing_grid_fixed_costs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "pricing_grid" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vat_rate" numeric DEFAULT 10 NOT NULL,
  	"audit_price" numeric DEFAULT 700 NOT NULL,
  	"audit_vat_rate" numeric DEFAULT 20 NOT NULL,
  	"quote_validity_days" numeric DEFAULT 90 NOT NULL,
  	"deposit_percent" numeric DEFAULT 30 NOT NULL,
  	"balance_due" "enum_pricing_grid_balance_due" DEFAULT 'instalments' NOT NULL,
  	"withdrawal_days" numeric DEFAULT 14 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_pricing_grid_v_version_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"room_value" varchar NOT NULL,
  	"level_id" integer NOT NULL,
  	"low_per_square_metre" numeric NOT NULL,
  	"high_per_square_metre" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_grid_v_version_fixed_costs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_grid_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_vat_rate" numeric DEFAULT 10 NOT NULL,
  	"version_audit_price" numeric DEFAULT 700 NOT NULL,
  	"version_audit_vat_rate" numeric DEFAULT 20 NOT NULL,
  	"version_quote_validity_days" numeric DEFAULT 90 NOT NULL,
  	"version_deposit_percent" numeric DEFAULT 30 NOT NULL,
  	"version_balance_due" "enum__pricing_grid_v_version_balance_due" DEFAULT 'instalments' NOT NULL,
  	"version_withdrawal_days" numeric DEFAULT 14 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"holder" varchar NOT NULL,
  	"iban" varchar NOT NULL,
  	"bic" varchar NOT NULL,
  	"bank" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_identity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legal_name" varchar NOT NULL,
  	"legal_form" varchar NOT NULL,
  	"capital" numeric NOT NULL,
  	"siret" varchar NOT NULL,
  	"rcs" varchar NOT NULL,
  	"vat_number" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"publication_director" varchar NOT NULL,
  	"host_name" varchar NOT NULL,
  	"host_address" varchar NOT NULL,
  	"host_phone" varchar NOT NULL,
  	"mediator_name" varchar NOT NULL,
  	"mediator_address" varchar NOT NULL,
  	"mediator_website" varchar NOT NULL,
  	"decennale_insurer" varchar NOT NULL,
  	"decennale_policy_number" varchar NOT NULL,
  	"decennale_coverage" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_company_identity_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_legal_name" varchar NOT NULL,
  	"version_legal_form" varchar NOT NULL,
  	"version_capital" numeric NOT NULL,
  	"version_siret" varchar NOT NULL,
  	"version_rcs" varchar NOT NULL,
  	"version_vat_number" varchar NOT NULL,
  	"version_address" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_publication_director" varchar NOT NULL,
  	"version_host_name" varchar NOT NULL,
  	"version_host_address" varchar NOT NULL,
  	"version_host_phone" varchar NOT NULL,
  	"version_mediator_name" varchar NOT NULL,
  	"version_mediator_address" varchar NOT NULL,
  	"version_mediator_website" varchar NOT NULL,
  	"version_decennale_insurer" varchar NOT NULL,
  	"version_decennale_policy_number" varchar NOT NULL,
  	"version_decennale_coverage" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_avatar_id_photos_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_rooms" ADD CONSTRAINT "projects_rooms_renovation_level_id_levels_id_fk" FOREIGN KEY ("renovation_level_id") REFERENCES "public"."levels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_rooms" ADD CONSTRAINT "projects_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_estimate_file_id_files_id_fk" FOREIGN KEY ("estimate_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_presentation_file_id_files_id_fk" FOREIGN KEY ("presentation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_file_id_files_id_fk" FOREIGN KEY ("quote_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_signed_contract_file_id_files_id_fk" FOREIGN KEY ("signed_contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_image_id_photos_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_image2_id_photos_id_fk" FOREIGN KEY ("image2_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quizzes_v" ADD CONSTRAINT "_quizzes_v_parent_id_quizzes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quizzes_v" ADD CONSTRAINT "_quizzes_v_version_image_id_photos_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quizzes_v" ADD CONSTRAINT "_quizzes_v_version_image2_id_photos_id_fk" FOREIGN KEY ("version_image2_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_choices_rules_conditions" ADD CONSTRAINT "questions_choices_rules_conditions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_choices_rules_conditions" ADD CONSTRAINT "questions_choices_rules_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions_choices_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_choices_rules" ADD CONSTRAINT "questions_choices_rules_goto_id_questions_id_fk" FOREIGN KEY ("goto_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_choices_rules" ADD CONSTRAINT "questions_choices_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_choices" ADD CONSTRAINT "questions_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_rules_conditions" ADD CONSTRAINT "questions_rules_conditions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_rules_conditions" ADD CONSTRAINT "questions_rules_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions_rules" ADD CONSTRAINT "questions_rules_goto_id_questions_id_fk" FOREIGN KEY ("goto_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_rules" ADD CONSTRAINT "questions_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions" ADD CONSTRAINT "questions_image_id_photos_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_version_choices_rules_conditions" ADD CONSTRAINT "_questions_v_version_choices_rules_conditions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_version_choices_rules_conditions" ADD CONSTRAINT "_questions_v_version_choices_rules_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v_version_choices_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v_version_choices_rules" ADD CONSTRAINT "_questions_v_version_choices_rules_goto_id_questions_id_fk" FOREIGN KEY ("goto_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_version_choices_rules" ADD CONSTRAINT "_questions_v_version_choices_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v_version_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v_version_choices" ADD CONSTRAINT "_questions_v_version_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v_version_rules_conditions" ADD CONSTRAINT "_questions_v_version_rules_conditions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_version_rules_conditions" ADD CONSTRAINT "_questions_v_version_rules_conditions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v_version_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v_version_rules" ADD CONSTRAINT "_questions_v_version_rules_goto_id_questions_id_fk" FOREIGN KEY ("goto_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v_version_rules" ADD CONSTRAINT "_questions_v_version_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_version_quiz_id_quizzes_id_fk" FOREIGN KEY ("version_quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_version_image_id_photos_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "responses" ADD CONSTRAINT "responses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "responses" ADD CONSTRAINT "responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "responses" ADD CONSTRAINT "responses_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "responses" ADD CONSTRAINT "responses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "zones" ADD CONSTRAINT "zones_image_id_photos_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "styles" ADD CONSTRAINT "styles_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "styles" ADD CONSTRAINT "styles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "styles_rels" ADD CONSTRAINT "styles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "styles_rels" ADD CONSTRAINT "styles_rels_photos_fk" FOREIGN KEY ("photos_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "folders" ADD CONSTRAINT "folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_id_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "folders" ADD CONSTRAINT "folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reports_rels" ADD CONSTRAINT "reports_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports_rels" ADD CONSTRAINT "reports_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_history" ADD CONSTRAINT "project_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_history" ADD CONSTRAINT "project_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_history" ADD CONSTRAINT "project_history_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agendas_opening_hours" ADD CONSTRAINT "agendas_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."agendas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "agendas_days_off" ADD CONSTRAINT "agendas_days_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."agendas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "agendas" ADD CONSTRAINT "agendas_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_id_files_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_document_id_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_presentation_document_id_files_id_fk" FOREIGN KEY ("presentation_document_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_signed_file_id_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_signed_presentation_file_id_files_id_fk" FOREIGN KEY ("signed_presentation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "signatures" ADD CONSTRAINT "signatures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quizzes_fk" FOREIGN KEY ("quizzes_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_responses_fk" FOREIGN KEY ("responses_id") REFERENCES "public"."responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_zones_fk" FOREIGN KEY ("zones_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_styles_fk" FOREIGN KEY ("styles_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_levels_fk" FOREIGN KEY ("levels_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photos_fk" FOREIGN KEY ("photos_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_folders_fk" FOREIGN KEY ("folders_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reports_fk" FOREIGN KEY ("reports_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_history_fk" FOREIGN KEY ("project_history_id") REFERENCES "public"."project_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agendas_fk" FOREIGN KEY ("agendas_id") REFERENCES "public"."agendas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_signatures_fk" FOREIGN KEY ("signatures_id") REFERENCES "public"."signatures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_content_steps" ADD CONSTRAINT "home_content_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_content" ADD CONSTRAINT "home_content_hero_image_id_photos_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_content_rels" ADD CONSTRAINT "home_content_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_content_rels" ADD CONSTRAINT "home_content_rels_styles_fk" FOREIGN KEY ("styles_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_content_v_version_steps" ADD CONSTRAINT "_home_content_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_content_v" ADD CONSTRAINT "_home_content_v_version_hero_image_id_photos_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_content_v_rels" ADD CONSTRAINT "_home_content_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_content_v_rels" ADD CONSTRAINT "_home_content_v_rels_styles_fk" FOREIGN KEY ("styles_id") REFERENCES "public"."styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_grid_rows" ADD CONSTRAINT "pricing_grid_rows_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_grid_rows" ADD CONSTRAINT "pricing_grid_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_grid_fixed_costs" ADD CONSTRAINT "pricing_grid_fixed_costs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_grid_v_version_rows" ADD CONSTRAINT "_pricing_grid_v_version_rows_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_grid_v_version_rows" ADD CONSTRAINT "_pricing_grid_v_version_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_grid_v_version_fixed_costs" ADD CONSTRAINT "_pricing_grid_v_version_fixed_costs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar_id");
  CREATE INDEX "users_email_change_token_hash_idx" ON "users" USING btree ("email_change_token_hash");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "projects_rooms_order_idx" ON "projects_rooms" USING btree ("_order");
  CREATE INDEX "projects_rooms_parent_id_idx" ON "projects_rooms" USING btree ("_parent_id");
  CREATE INDEX "projects_rooms_renovation_level_idx" ON "projects_rooms" USING btree ("renovation_level_id");
  CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id");
  CREATE INDEX "projects_visitor_key_hash_idx" ON "projects" USING btree ("visitor_key_hash");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_quiz_idx" ON "projects" USING btree ("quiz_id");
  CREATE INDEX "projects_address_idx" ON "projects" USING btree ("address");
  CREATE INDEX "projects_apartment_type_idx" ON "projects" USING btree ("apartment_type");
  CREATE INDEX "projects_image_idx" ON "projects" USING btree ("image_id");
  CREATE INDEX "projects_style_idx" ON "projects" USING btree ("style_id");
  CREATE INDEX "projects_folder_idx" ON "projects" USING btree ("folder_id");
  CREATE INDEX "projects_estimate_file_idx" ON "projects" USING btree ("estimate_file_id");
  CREATE INDEX "projects_presentation_file_idx" ON "projects" USING btree ("presentation_file_id");
  CREATE INDEX "projects_quote_file_idx" ON "projects" USING btree ("quote_file_id");
  CREATE INDEX "projects_contract_file_idx" ON "projects" USING btree ("contract_file_id");
  CREATE INDEX "projects_signed_contract_file_idx" ON "projects" USING btree ("signed_contract_file_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_files_id_idx" ON "projects_rels" USING btree ("files_id");
  CREATE INDEX "quizzes_image_idx" ON "quizzes" USING btree ("image_id");
  CREATE INDEX "quizzes_image2_idx" ON "quizzes" USING btree ("image2_id");
  CREATE INDEX "quizzes_updated_at_idx" ON "quizzes" USING btree ("updated_at");
  CREATE INDEX "quizzes_created_at_idx" ON "quizzes" USING btree ("created_at");
  CREATE INDEX "quizzes__status_idx" ON "quizzes" USING btree ("_status");
  CREATE INDEX "_quizzes_v_parent_idx" ON "_quizzes_v" USING btree ("parent_id");
  CREATE INDEX "_quizzes_v_version_version_image_idx" ON "_quizzes_v" USING btree ("version_image_id");
  CREATE INDEX "_quizzes_v_version_version_image2_idx" ON "_quizzes_v" USING btree ("version_image2_id");
  CREATE INDEX "_quizzes_v_version_version_updated_at_idx" ON "_quizzes_v" USING btree ("version_updated_at");
  CREATE INDEX "_quizzes_v_version_version_created_at_idx" ON "_quizzes_v" USING btree ("version_created_at");
  CREATE INDEX "_quizzes_v_version_version__status_idx" ON "_quizzes_v" USING btree ("version__status");
  CREATE INDEX "_quizzes_v_created_at_idx" ON "_quizzes_v" USING btree ("created_at");
  CREATE INDEX "_quizzes_v_updated_at_idx" ON "_quizzes_v" USING btree ("updated_at");
  CREATE INDEX "_quizzes_v_latest_idx" ON "_quizzes_v" USING btree ("latest");
  CREATE INDEX "questions_choices_rules_conditions_order_idx" ON "questions_choices_rules_conditions" USING btree ("_order");
  CREATE INDEX "questions_choices_rules_conditions_parent_id_idx" ON "questions_choices_rules_conditions" USING btree ("_parent_id");
  CREATE INDEX "questions_choices_rules_conditions_question_idx" ON "questions_choices_rules_conditions" USING btree ("question_id");
  CREATE INDEX "questions_choices_rules_order_idx" ON "questions_choices_rules" USING btree ("_order");
  CREATE INDEX "questions_choices_rules_parent_id_idx" ON "questions_choices_rules" USING btree ("_parent_id");
  CREATE INDEX "questions_choices_rules_goto_idx" ON "questions_choices_rules" USING btree ("goto_id");
  CREATE INDEX "questions_choices_order_idx" ON "questions_choices" USING btree ("_order");
  CREATE INDEX "questions_choices_parent_id_idx" ON "questions_choices" USING btree ("_parent_id");
  CREATE INDEX "questions_rules_conditions_order_idx" ON "questions_rules_conditions" USING btree ("_order");
  CREATE INDEX "questions_rules_conditions_parent_id_idx" ON "questions_rules_conditions" USING btree ("_parent_id");
  CREATE INDEX "questions_rules_conditions_question_idx" ON "questions_rules_conditions" USING btree ("question_id");
  CREATE INDEX "questions_rules_order_idx" ON "questions_rules" USING btree ("_order");
  CREATE INDEX "questions_rules_parent_id_idx" ON "questions_rules" USING btree ("_parent_id");
  CREATE INDEX "questions_rules_goto_idx" ON "questions_rules" USING btree ("goto_id");
  CREATE INDEX "questions_quiz_idx" ON "questions" USING btree ("quiz_id");
  CREATE INDEX "questions_position_idx" ON "questions" USING btree ("position");
  CREATE INDEX "questions_retired_idx" ON "questions" USING btree ("retired");
  CREATE INDEX "questions_image_idx" ON "questions" USING btree ("image_id");
  CREATE INDEX "questions_updated_at_idx" ON "questions" USING btree ("updated_at");
  CREATE INDEX "questions_created_at_idx" ON "questions" USING btree ("created_at");
  CREATE INDEX "questions__status_idx" ON "questions" USING btree ("_status");
  CREATE INDEX "_questions_v_version_choices_rules_conditions_order_idx" ON "_questions_v_version_choices_rules_conditions" USING btree ("_order");
  CREATE INDEX "_questions_v_version_choices_rules_conditions_parent_id_idx" ON "_questions_v_version_choices_rules_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questions_v_version_choices_rules_conditions_question_idx" ON "_questions_v_version_choices_rules_conditions" USING btree ("question_id");
  CREATE INDEX "_questions_v_version_choices_rules_order_idx" ON "_questions_v_version_choices_rules" USING btree ("_order");
  CREATE INDEX "_questions_v_version_choices_rules_parent_id_idx" ON "_questions_v_version_choices_rules" USING btree ("_parent_id");
  CREATE INDEX "_questions_v_version_choices_rules_goto_idx" ON "_questions_v_version_choices_rules" USING btree ("goto_id");
  CREATE INDEX "_questions_v_version_choices_order_idx" ON "_questions_v_version_choices" USING btree ("_order");
  CREATE INDEX "_questions_v_version_choices_parent_id_idx" ON "_questions_v_version_choices" USING btree ("_parent_id");
  CREATE INDEX "_questions_v_version_rules_conditions_order_idx" ON "_questions_v_version_rules_conditions" USING btree ("_order");
  CREATE INDEX "_questions_v_version_rules_conditions_parent_id_idx" ON "_questions_v_version_rules_conditions" USING btree ("_parent_id");
  CREATE INDEX "_questions_v_version_rules_conditions_question_idx" ON "_questions_v_version_rules_conditions" USING btree ("question_id");
  CREATE INDEX "_questions_v_version_rules_order_idx" ON "_questions_v_version_rules" USING btree ("_order");
  CREATE INDEX "_questions_v_version_rules_parent_id_idx" ON "_questions_v_version_rules" USING btree ("_parent_id");
  CREATE INDEX "_questions_v_version_rules_goto_idx" ON "_questions_v_version_rules" USING btree ("goto_id");
  CREATE INDEX "_questions_v_parent_idx" ON "_questions_v" USING btree ("parent_id");
  CREATE INDEX "_questions_v_version_version_quiz_idx" ON "_questions_v" USING btree ("version_quiz_id");
  CREATE INDEX "_questions_v_version_version_position_idx" ON "_questions_v" USING btree ("version_position");
  CREATE INDEX "_questions_v_version_version_retired_idx" ON "_questions_v" USING btree ("version_retired");
  CREATE INDEX "_questions_v_version_version_image_idx" ON "_questions_v" USING btree ("version_image_id");
  CREATE INDEX "_questions_v_version_version_updated_at_idx" ON "_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_questions_v_version_version_created_at_idx" ON "_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_questions_v_version_version__status_idx" ON "_questions_v" USING btree ("version__status");
  CREATE INDEX "_questions_v_created_at_idx" ON "_questions_v" USING btree ("created_at");
  CREATE INDEX "_questions_v_updated_at_idx" ON "_questions_v" USING btree ("updated_at");
  CREATE INDEX "_questions_v_latest_idx" ON "_questions_v" USING btree ("latest");
  CREATE INDEX "responses_project_idx" ON "responses" USING btree ("project_id");
  CREATE INDEX "responses_question_idx" ON "responses" USING btree ("question_id");
  CREATE INDEX "responses_quiz_idx" ON "responses" USING btree ("quiz_id");
  CREATE INDEX "responses_owner_idx" ON "responses" USING btree ("owner_id");
  CREATE INDEX "responses_updated_at_idx" ON "responses" USING btree ("updated_at");
  CREATE INDEX "responses_created_at_idx" ON "responses" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_question_part_idx" ON "responses" USING btree ("project_id","question_id","part");
  CREATE INDEX "zones_image_idx" ON "zones" USING btree ("image_id");
  CREATE INDEX "zones_position_idx" ON "zones" USING btree ("position");
  CREATE INDEX "zones_updated_at_idx" ON "zones" USING btree ("updated_at");
  CREATE INDEX "zones_created_at_idx" ON "zones" USING btree ("created_at");
  CREATE INDEX "styles_zone_idx" ON "styles" USING btree ("zone_id");
  CREATE INDEX "styles_is_custom_idx" ON "styles" USING btree ("is_custom");
  CREATE INDEX "styles_owner_idx" ON "styles" USING btree ("owner_id");
  CREATE INDEX "styles_updated_at_idx" ON "styles" USING btree ("updated_at");
  CREATE INDEX "styles_created_at_idx" ON "styles" USING btree ("created_at");
  CREATE INDEX "styles_rels_order_idx" ON "styles_rels" USING btree ("order");
  CREATE INDEX "styles_rels_parent_idx" ON "styles_rels" USING btree ("parent_id");
  CREATE INDEX "styles_rels_path_idx" ON "styles_rels" USING btree ("path");
  CREATE INDEX "styles_rels_photos_id_idx" ON "styles_rels" USING btree ("photos_id");
  CREATE INDEX "levels_updated_at_idx" ON "levels" USING btree ("updated_at");
  CREATE INDEX "levels_created_at_idx" ON "levels" USING btree ("created_at");
  CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_id");
  CREATE INDEX "photos_updated_at_idx" ON "photos" USING btree ("updated_at");
  CREATE INDEX "photos_created_at_idx" ON "photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "photos_filename_idx" ON "photos" USING btree ("filename");
  CREATE INDEX "photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "photos" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "photos_sizes_card_sizes_card_filename_idx" ON "photos" USING btree ("sizes_card_filename");
  CREATE INDEX "photos_sizes_large_sizes_large_filename_idx" ON "photos" USING btree ("sizes_large_filename");
  CREATE INDEX "folders_project_idx" ON "folders" USING btree ("project_id");
  CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("parent_id");
  CREATE INDEX "folders_owner_idx" ON "folders" USING btree ("owner_id");
  CREATE INDEX "folders_updated_at_idx" ON "folders" USING btree ("updated_at");
  CREATE INDEX "folders_created_at_idx" ON "folders" USING btree ("created_at");
  CREATE INDEX "files_kind_idx" ON "files" USING btree ("kind");
  CREATE INDEX "files_project_idx" ON "files" USING btree ("project_id");
  CREATE INDEX "files_folder_idx" ON "files" USING btree ("folder_id");
  CREATE INDEX "files_is_generated_idx" ON "files" USING btree ("is_generated");
  CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");
  CREATE UNIQUE INDEX "files_once_key_idx" ON "files" USING btree ("once_key");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "files_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "files" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "reports_project_idx" ON "reports" USING btree ("project_id");
  CREATE INDEX "reports_file_idx" ON "reports" USING btree ("file_id");
  CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_id");
  CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at");
  CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");
  CREATE INDEX "reports_rels_order_idx" ON "reports_rels" USING btree ("order");
  CREATE INDEX "reports_rels_parent_idx" ON "reports_rels" USING btree ("parent_id");
  CREATE INDEX "reports_rels_path_idx" ON "reports_rels" USING btree ("path");
  CREATE INDEX "reports_rels_files_id_idx" ON "reports_rels" USING btree ("files_id");
  CREATE INDEX "contact_messages_sender_idx" ON "contact_messages" USING btree ("sender_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "project_history_project_idx" ON "project_history" USING btree ("project_id");
  CREATE INDEX "project_history_changed_by_idx" ON "project_history" USING btree ("changed_by_id");
  CREATE INDEX "project_history_owner_idx" ON "project_history" USING btree ("owner_id");
  CREATE INDEX "project_history_updated_at_idx" ON "project_history" USING btree ("updated_at");
  CREATE INDEX "project_history_created_at_idx" ON "project_history" USING btree ("created_at");
  CREATE INDEX "agendas_opening_hours_order_idx" ON "agendas_opening_hours" USING btree ("_order");
  CREATE INDEX "agendas_opening_hours_parent_id_idx" ON "agendas_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "agendas_days_off_order_idx" ON "agendas_days_off" USING btree ("_order");
  CREATE INDEX "agendas_days_off_parent_id_idx" ON "agendas_days_off" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "agendas_agent_idx" ON "agendas" USING btree ("agent_id");
  CREATE INDEX "agendas_updated_at_idx" ON "agendas" USING btree ("updated_at");
  CREATE INDEX "agendas_created_at_idx" ON "agendas" USING btree ("created_at");
  CREATE INDEX "appointments_project_idx" ON "appointments" USING btree ("project_id");
  CREATE INDEX "appointments_agent_idx" ON "appointments" USING btree ("agent_id");
  CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE UNIQUE INDEX "appointments_slot_key_idx" ON "appointments" USING btree ("slot_key");
  CREATE INDEX "appointments_owner_idx" ON "appointments" USING btree ("owner_id");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "payments_project_idx" ON "payments" USING btree ("project_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_provider_session_id_idx" ON "payments" USING btree ("provider_session_id");
  CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_id");
  CREATE INDEX "payments_owner_idx" ON "payments" USING btree ("owner_id");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE INDEX "signatures_project_idx" ON "signatures" USING btree ("project_id");
  CREATE INDEX "signatures_document_idx" ON "signatures" USING btree ("document_id");
  CREATE INDEX "signatures_presentation_document_idx" ON "signatures" USING btree ("presentation_document_id");
  CREATE UNIQUE INDEX "signatures_token_hash_idx" ON "signatures" USING btree ("token_hash");
  CREATE INDEX "signatures_signed_file_idx" ON "signatures" USING btree ("signed_file_id");
  CREATE INDEX "signatures_signed_presentation_file_idx" ON "signatures" USING btree ("signed_presentation_file_id");
  CREATE INDEX "signatures_owner_idx" ON "signatures" USING btree ("owner_id");
  CREATE INDEX "signatures_updated_at_idx" ON "signatures" USING btree ("updated_at");
  CREATE INDEX "signatures_created_at_idx" ON "signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_quizzes_id_idx" ON "payload_locked_documents_rels" USING btree ("quizzes_id");
  CREATE INDEX "payload_locked_documents_rels_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("questions_id");
  CREATE INDEX "payload_locked_documents_rels_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("responses_id");
  CREATE INDEX "payload_locked_documents_rels_zones_id_idx" ON "payload_locked_documents_rels" USING btree ("zones_id");
  CREATE INDEX "payload_locked_documents_rels_styles_id_idx" ON "payload_locked_documents_rels" USING btree ("styles_id");
  CREATE INDEX "payload_locked_documents_rels_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("levels_id");
  CREATE INDEX "payload_locked_documents_rels_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("photos_id");
  CREATE INDEX "payload_locked_documents_rels_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("folders_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("reports_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_project_history_id_idx" ON "payload_locked_documents_rels" USING btree ("project_history_id");
  CREATE INDEX "payload_locked_documents_rels_agendas_id_idx" ON "payload_locked_documents_rels" USING btree ("agendas_id");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("signatures_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "_params_v_created_at_idx" ON "_params_v" USING btree ("created_at");
  CREATE INDEX "_params_v_updated_at_idx" ON "_params_v" USING btree ("updated_at");
  CREATE INDEX "home_content_steps_order_idx" ON "home_content_steps" USING btree ("_order");
  CREATE INDEX "home_content_steps_parent_id_idx" ON "home_content_steps" USING btree ("_parent_id");
  CREATE INDEX "home_content_hero_hero_image_idx" ON "home_content" USING btree ("hero_image_id");
  CREATE INDEX "home_content_rels_order_idx" ON "home_content_rels" USING btree ("order");
  CREATE INDEX "home_content_rels_parent_idx" ON "home_content_rels" USING btree ("parent_id");
  CREATE INDEX "home_content_rels_path_idx" ON "home_content_rels" USING btree ("path");
  CREATE INDEX "home_content_rels_styles_id_idx" ON "home_content_rels" USING btree ("styles_id");
  CREATE INDEX "_home_content_v_version_steps_order_idx" ON "_home_content_v_version_steps" USING btree ("_order");
  CREATE INDEX "_home_content_v_version_steps_parent_id_idx" ON "_home_content_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_home_content_v_version_hero_version_hero_image_idx" ON "_home_content_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_content_v_created_at_idx" ON "_home_content_v" USING btree ("created_at");
  CREATE INDEX "_home_content_v_updated_at_idx" ON "_home_content_v" USING btree ("updated_at");
  CREATE INDEX "_home_content_v_rels_order_idx" ON "_home_content_v_rels" USING btree ("order");
  CREATE INDEX "_home_content_v_rels_parent_idx" ON "_home_content_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_content_v_rels_path_idx" ON "_home_content_v_rels" USING btree ("path");
  CREATE INDEX "_home_content_v_rels_styles_id_idx" ON "_home_content_v_rels" USING btree ("styles_id");
  CREATE INDEX "pricing_grid_rows_order_idx" ON "pricing_grid_rows" USING btree ("_order");
  CREATE INDEX "pricing_grid_rows_parent_id_idx" ON "pricing_grid_rows" USING btree ("_parent_id");
  CREATE INDEX "pricing_grid_rows_level_idx" ON "pricing_grid_rows" USING btree ("level_id");
  CREATE INDEX "pricing_grid_fixed_costs_order_idx" ON "pricing_grid_fixed_costs" USING btree ("_order");
  CREATE INDEX "pricing_grid_fixed_costs_parent_id_idx" ON "pricing_grid_fixed_costs" USING btree ("_parent_id");
  CREATE INDEX "_pricing_grid_v_version_rows_order_idx" ON "_pricing_grid_v_version_rows" USING btree ("_order");
  CREATE INDEX "_pricing_grid_v_version_rows_parent_id_idx" ON "_pricing_grid_v_version_rows" USING btree ("_parent_id");
  CREATE INDEX "_pricing_grid_v_version_rows_level_idx" ON "_pricing_grid_v_version_rows" USING btree ("level_id");
  CREATE INDEX "_pricing_grid_v_version_fixed_costs_order_idx" ON "_pricing_grid_v_version_fixed_costs" USING btree ("_order");
  CREATE INDEX "_pricing_grid_v_version_fixed_costs_parent_id_idx" ON "_pricing_grid_v_version_fixed_costs" USING btree ("_parent_id");
  CREATE INDEX "_pricing_grid_v_created_at_idx" ON "_pricing_grid_v" USING btree ("created_at");
  CREATE INDEX "_pricing_grid_v_updated_at_idx" ON "_pricing_grid_v" USING btree ("updated_at");
  CREATE INDEX "_company_identity_v_created_at_idx" ON "_company_identity_v" USING btree ("created_at");
  CREATE INDEX "_company_identity_v_updated_at_idx" ON "_company_identity_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "projects_rooms" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "quizzes" CASCADE;
  DROP TABLE "_quizzes_v" CASCADE;
  DROP TABLE "questions_choices_rules_conditions" CASCADE;
  DROP TABLE "questions_choices_rules" CASCADE;
  DROP TABLE "questions_choices" CASCADE;
  DROP TABLE "questions_rules_conditions" CASCADE;
  DROP TABLE "questions_rules" CASCADE;
  DROP TABLE "questions" CASCADE;
  DROP TABLE "_questions_v_version_choices_rules_conditions" CASCADE;
  DROP TABLE "_questions_v_version_choices_rules" CASCADE;
  DROP TABLE "_questions_v_version_choices" CASCADE;
  DROP TABLE "_questions_v_version_rules_conditions" CASCADE;
  DROP TABLE "_questions_v_version_rules" CASCADE;
  DROP TABLE "_questions_v" CASCADE;
  DROP TABLE "responses" CASCADE;
  DROP TABLE "zones" CASCADE;
  DROP TABLE "styles" CASCADE;
  DROP TABLE "styles_rels" CASCADE;
  DROP TABLE "levels" CASCADE;
  DROP TABLE "photos" CASCADE;
  DROP TABLE "folders" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "reports" CASCADE;
  DROP TABLE "reports_rels" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "project_history" CASCADE;
  DROP TABLE "agendas_opening_hours" CASCADE;
  DROP TABLE "agendas_days_off" CASCADE;
  DROP TABLE "agendas" CASCADE;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "signatures" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "params" CASCADE;
  DROP TABLE "_params_v" CASCADE;
  DROP TABLE "home_content_steps" CASCADE;
  DROP TABLE "home_content" CASCADE;
  DROP TABLE "home_content_rels" CASCADE;
  DROP TABLE "_home_content_v_version_steps" CASCADE;
  DROP TABLE "_home_content_v" CASCADE;
  DROP TABLE "_home_content_v_rels" CASCADE;
  DROP TABLE "pricing_grid_rows" CASCADE;
  DROP TABLE "pricing_grid_fixed_costs" CASCADE;
  DROP TABLE "pricing_grid" CASCADE;
  DROP TABLE "_pricing_grid_v_version_rows" CASCADE;
  DROP TABLE "_pricing_grid_v_version_fixed_costs" CASCADE;
  DROP TABLE "_pricing_grid_v" CASCADE;
  DROP TABLE "payment_settings" CASCADE;
  DROP TABLE "company_identity" CASCADE;
  DROP TABLE "_company_identity_v" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_projects_apartment_type";
  DROP TYPE "public"."enum_quizzes_status";
  DROP TYPE "public"."enum__quizzes_v_version_status";
  DROP TYPE "public"."enum_questions_choices_rules_conditions_link";
  DROP TYPE "public"."enum_questions_choices_rules_conditions_operator";
  DROP TYPE "public"."enum_questions_rules_conditions_link";
  DROP TYPE "public"."enum_questions_rules_conditions_operator";
  DROP TYPE "public"."enum_questions_type";
  DROP TYPE "public"."enum_questions_status";
  DROP TYPE "public"."enum__questions_v_version_choices_rules_conditions_link";
  DROP TYPE "public"."enum__questions_v_version_choices_rules_conditions_operator";
  DROP TYPE "public"."enum__questions_v_version_rules_conditions_link";
  DROP TYPE "public"."enum__questions_v_version_rules_conditions_operator";
  DROP TYPE "public"."enum__questions_v_version_type";
  DROP TYPE "public"."enum__questions_v_version_status";
  DROP TYPE "public"."enum_files_kind";
  DROP TYPE "public"."enum_project_history_from";
  DROP TYPE "public"."enum_project_history_to";
  DROP TYPE "public"."enum_project_history_move";
  DROP TYPE "public"."enum_project_history_actor";
  DROP TYPE "public"."enum_agendas_opening_hours_weekday";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_format";
  DROP TYPE "public"."enum_payments_purpose";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_signatures_status";
  DROP TYPE "public"."enum_signatures_method";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_pricing_grid_balance_due";
  DROP TYPE "public"."enum__pricing_grid_v_version_balance_due";`)
}
