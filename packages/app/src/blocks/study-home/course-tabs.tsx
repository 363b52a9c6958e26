import type * as React from 'react';
import { COURSES, type Course } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@buddy/ui/tabs';
import { studyHomeWords } from './words';

export interface CourseTabsProps extends Omit<React.ComponentProps<typeof Tabs>, 'value' | 'onValueChange'> {
  value: Course;
  onValueChange?: (course: Course) => void;
  courses?: readonly Course[];
  /** The selected course's panel (the study home's body). */
  children?: React.ReactNode;
  words?: Partial<typeof studyHomeWords.courseTabs>;
}

const isCourse = (value: string): value is Course => (COURSES as readonly string[]).includes(value);

/**
 * Course tabs A–G (spec §2 Study home). Each tab wears its course colour (`data-course`), the selected one filled and
 * bold; the panel under them takes the selected course's theme. Arrow keys, Home and End move between tabs (roving
 * focus, as the kit's Tabs).
 */
export function CourseTabs({
  value,
  onValueChange,
  courses = COURSES,
  children,
  words: wordsProp,
  className,
  ...props
}: CourseTabsProps) {
  const words = { ...studyHomeWords.courseTabs, ...wordsProp };
  return (
    <Tabs
      data-slot="course-tabs"
      look="underline"
      value={value}
      onValueChange={(next) => {
        if (isCourse(next)) onValueChange?.(next);
      }}
      className={cn('gap-6', className)}
      {...props}
    >
      <TabsList aria-label={words.label} className="gap-1 border-b-0">
        {courses.map((course) => (
          <TabsTrigger
            key={course}
            value={course}
            data-course={course.toLowerCase()}
            className={cn(
              'min-w-16 rounded-t-md border-b-4 border-course bg-course-soft px-3 font-kid text-lg text-course-strong',
              'hover:text-course-strong hover:brightness-95',
              'data-[state=active]:border-course-strong data-[state=active]:bg-course-strong data-[state=active]:text-course-foreground',
            )}
          >
            {words.course(course)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value} data-course={value.toLowerCase()} className="flex flex-col gap-6">
        {children}
      </TabsContent>
    </Tabs>
  );
}
