// The one C header ErrorTables reads: the CommonMark reference library.
#include <cmark.h>
