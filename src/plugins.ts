/**
 * The plugins of the app, listed explicitly (a test fails when a folder under plugins/ is missing here).
 * Each index.ts is plain data; pages load on demand.
 */
import auth from '../plugins/auth/index';
import portal from '../plugins/portal/index';
import questionBank from '../plugins/question-bank/index';
import ptePractice from '../plugins/pte-practice/index';
import evaluation from '../plugins/evaluation/index';
import exams from '../plugins/exams/index';
import testCreation from '../plugins/test-creation/index';
import studentStartup from '../plugins/student-startup/index';
import coachingCentres from '../plugins/coaching-centres/index';
import students from '../plugins/students/index';
import trainers from '../plugins/trainers/index';
import roles from '../plugins/roles/index';
import groups from '../plugins/groups/index';
import packages from '../plugins/packages/index';
import courses from '../plugins/courses/index';
import branches from '../plugins/branches/index';
import registration from '../plugins/registration/index';
import coachingOnboarding from '../plugins/coaching-onboarding/index';
import materials from '../plugins/materials/index';
import contentManagement from '../plugins/content-management/index';
import toolkit from '../plugins/toolkit/index';
import wordLists from '../plugins/word-lists/index';
import studyPlan from '../plugins/study-plan/index';
import onlineClass from '../plugins/online-class/index';
import jobs from '../plugins/jobs/index';
import forms from '../plugins/forms/index';
import tasks from '../plugins/tasks/index';
import liveClass from '../plugins/live-class/index';
import schedule from '../plugins/schedule/index';
import help from '../plugins/help/index';
import blog from '../plugins/blog/index';
import communication from '../plugins/communication/index';
import crm from '../plugins/crm/index';
import studentHome from '../plugins/student-home/index';
import type { PluginDef } from '@kernel/plugins/types';

export const plugins: readonly PluginDef[] = [auth, portal, questionBank, ptePractice, evaluation, exams, testCreation, studentStartup, coachingCentres, students, trainers, roles, groups, packages, courses, branches, registration, coachingOnboarding, materials, contentManagement, toolkit, wordLists, studyPlan, onlineClass, forms, tasks, liveClass, schedule, help, blog, jobs, communication, crm, studentHome];
